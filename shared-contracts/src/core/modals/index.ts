export * from './names';
export * from './owners';
