export * from './image-modifiers';
