export * from './faq-entries';
export * from './news-posts';
