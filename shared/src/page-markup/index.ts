export { FRAME_MARKUP, PAGE_MARKUP, type MarkupRules } from './allowed-markup';
export { pageMarkupProblem } from './page-markup';
