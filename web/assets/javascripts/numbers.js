// Numbers in the page language's format, as the build writes them (Babel with CLDR's minimum
// grouping digits, build_tools/site/i18n/languages.py) and the engine's sentences
// (engine/grammar/numbers.py): one rule, held against both by tests/grammar/test_numbers.py.
// Intl applies CLDR's minimumGroupingDigits (Polish and Hungarian write 1225 but 12 792);
// Ukrainian typography also writes a four-digit number solid in running text, which CLDR's uk
// data (1 225) does not say, so it is added here as locale data.

const SOLID_FOUR_DIGITS = new Set(["uk"]);

/** An Intl.NumberFormat for `lang` with the site's grouping rule; `options` as Intl's. */
export function numberFormat(lang, options = {}) {
  const base = String(lang || "en").split("-")[0];
  const grouping = SOLID_FOUR_DIGITS.has(base) ? { useGrouping: "min2" } : {};
  return new Intl.NumberFormat(lang, { ...grouping, ...options });
}
