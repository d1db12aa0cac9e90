/** Today at the school, YYYY-MM-DD, by the browser's clock (the weekly times' daylight-saving rules). */
import { dateInZone } from "#common/time-zone";

export function schoolToday(): string {
  return dateInZone(Date.now());
}
