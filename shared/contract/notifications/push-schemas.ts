/** The push token calls' request schemas. */
import { object, pattern, size, string } from 'superstruct'
import { id } from '../core/fields.ts'
import { pushLimits } from './push.ts'

export const pushTokenBody = object({
  deviceId: id(),
  // FCM tokens are URL-safe base64 with ':' separators.
  token: pattern(size(string(), 20, pushLimits.tokenMax), /^[A-Za-z0-9_:.-]+$/),
})

export const pushTokenParams = object({ deviceId: id() })
