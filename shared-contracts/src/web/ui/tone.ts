/** The states the site shows in colour, always beside words: each has a strong colour, a surface, text and a border. */
export const TONES = ['neutral', 'success', 'warning', 'danger', 'info'] as const;

export type Tone = (typeof TONES)[number];
