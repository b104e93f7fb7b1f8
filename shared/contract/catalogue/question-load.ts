/**
 * What the question parts say when they cannot show a list (client wording). Apart from
 * questions.ts: the item page's first load needs these lines, not the forms' rules.
 */
export const questionLoadMessages = {
  /** the dialogs' code did not download: no request for questions was made */
  partFailed: 'The questions could not be opened: part of this page did not download.',
  /** the API did not answer the list */
  listFailed: 'Questions could not be loaded.',
  retry: 'Try again',
} as const
