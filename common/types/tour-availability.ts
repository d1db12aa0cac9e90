/** `GET /api/tour-availability` (docs/api/public-forms.md): the days on offer with each time's seat state. */

export interface TourSlot {
  time: string;
  available: boolean;
}

export interface TourDay {
  /** "2026-11-23" */
  date: string;
  slots: TourSlot[];
}

export interface TourAvailability {
  timeZone: string;
  dates: TourDay[];
}
