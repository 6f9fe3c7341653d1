/** Text as compared when filtering: lower case, without accents, so "lodz" finds "Łódź" and "krakow" "Kraków". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .trim();
}

/** The options whose label contains what was typed, in their own order. */
export function filterOptions<T extends { label: string }>(options: readonly T[], typed: string): T[] {
  const wanted = foldText(typed);
  if (wanted === '') return [...options];
  return options.filter((option) => foldText(option.label).includes(wanted));
}
