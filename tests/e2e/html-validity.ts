import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, relaxed only where React writes valid HTML in a style the rule
 * disputes. Everything else, errors and warnings alike, fails the page.
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // HTML attribute names are case-insensitive; React writes charSet, srcSet, fetchPriority, maxLength.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes void elements self-closed (<meta/>, <img/>), which HTML allows; keep them all that way.
    'void-style': ['error', { style: 'selfclose' }],
    // Style only: React writes a true boolean or empty attribute as hidden="" and, in its streaming
    // markers, as a bare hidden; HTML allows both (attribute-allowed-values still checks the values).
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // HTML ids may hold any character but whitespace; React's useId and streaming markers use "_" and ":".
    'valid-id': ['error', { relaxed: true }],
    // ARIA lets a list be named (the home page's "Themes" list); naming a <p> or <div> stays an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A book page holds its page and scroll layouts, each with a "Chapters" nav, until its scripts load, and
    // CSS shows one; the axe check on every route (site.spec.ts) judges landmarks as a browser shows them.
    'unique-landmark': 'off',
    // Colours that come from data (a game's or a character's colour) are set inline, and Radix's tabs
    // write outline and animation-duration; no other style is.
    'no-inline-style': ['error', { allowedProperties: ['color', 'background-color', 'border-color', 'outline', 'animation-duration'] }],
  },
};

const validator = new HtmlValidate(config);

/** Every problem html-validate finds in a page, one line each: "line:column rule: message". */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`));
}
