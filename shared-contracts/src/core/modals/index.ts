export * from './names';
export * from './owners';
export * from './payloads';
