/**
 * POST /user/chat-token (Firebase chat mode): who the session is in the chat and a Firebase
 * custom token whose uid is that user id, which the database rules compare with room ids.
 */
export interface ChatTokenData {
  userId: string
  name: string
  profilePicture: string
  /** a Firebase custom token (an hour); absent against an emulator */
  customToken?: string
}

export const chatTokenMessages = {
  notConfigured: 'Firebase chat is not configured on this server.',
} as const
