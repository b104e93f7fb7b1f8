/**
 * What the questions buttons say when the dialog's code did not download (client wording).
 * Apart from questions.ts: the item page's first load needs these lines, not the forms'
 * rules; the dialog's own lines (a list the API did not answer) are in questions.ts.
 */
export const questionLoadMessages = {
  /** the dialogs' code did not download: no request for questions was made */
  partFailed: 'The questions could not be opened: part of this page did not download.',
  retry: 'Try again',
} as const
