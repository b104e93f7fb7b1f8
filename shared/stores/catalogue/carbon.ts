/**
 * The caller's carbon savings, facts and quiz (GET /user/carbon) for the carbon credits
 * dialog; its own module so only the dialog's chunk carries it.
 */
import { api } from '../../api/client.ts'
import { type CarbonData, carbonCalls } from '../../contract/catalogue/carbon.ts'

export function loadCarbon(): Promise<CarbonData> {
  return api.get<CarbonData>(carbonCalls.carbon.path)
}
