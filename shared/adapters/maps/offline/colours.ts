/** The offline map's colours, shared by the interactive style and the still map picture. */
export const offlineColours = {
  water: '#b9d8e6',
  land: '#f3f1ea',
  coast: '#9cbfce',
  border: '#b8aebf',
  place: '#5f6b78',
} as const
