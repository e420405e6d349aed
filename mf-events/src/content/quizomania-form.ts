/**
 * The external form Quizomania embeds (docs/PRODUCT.md#mine-shot-and-quizomania). Organisers set it when the quiz is
 * published, without touching code: QUIZOMANIA_FORM_URL (the form's address), QUIZOMANIA_NAME_FIELD and
 * QUIZOMANIA_COLLEGE_FIELD (the prefill parameters of the name and college questions, e.g. `entry.1234567` for a Google
 * Form) in the environment of `npm run build`. Until then the page says the form is on its way.
 */
export interface QuizFormConfig {
  url: string;
  nameField: string;
  collegeField: string;
}

export const quizomaniaForm: QuizFormConfig = {
  url: process.env.QUIZOMANIA_FORM_URL || '',
  nameField: process.env.QUIZOMANIA_NAME_FIELD || 'entry.1000001',
  collegeField: process.env.QUIZOMANIA_COLLEGE_FIELD || 'entry.1000002',
};
