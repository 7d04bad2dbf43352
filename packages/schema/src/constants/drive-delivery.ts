import { AGENCY_REPORT_TYPE_INFO, AGENCY_REPORT_TYPES, type AgencyReportType } from './agency-reports.ts';

/**
 * Report types a brand's drive receives (ADR 0535): the spec counts thirty-three and names none, so
 * these are the reports the portal can build today, the agency reports narrowed to the brand.
 */
export const DRIVE_REPORT_TYPES = AGENCY_REPORT_TYPES;
export type DriveReportType = AgencyReportType;
export const driveReportLabel = (type: DriveReportType): string => AGENCY_REPORT_TYPE_INFO[type].label;

/** Where a delivery is: queued by Send now, then delivered or failed (with its error). */
export const DRIVE_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type DriveDeliveryStatus = (typeof DRIVE_DELIVERY_STATUSES)[number];

/**
 * A Drive folder id as the folder's address ends (letters, digits, dashes, underscores); the local
 * drive keeps the same rule, since the id names its folder.
 */
export const DRIVE_FOLDER_ID = /^[A-Za-z0-9_-]{5,128}$/;

/** What the drive delivery screens say beyond the spec's DRIVE_MESSAGES (not in the spec: ADR 0535). */
export const DRIVE_DELIVERY_MESSAGES = {
  sendStarted: 'Sending the report to the drive folder',
  delivered: 'The report was delivered to the drive folder',
  deliveryFailed: 'The report could not be delivered',
  unableToGetDeliveries: 'Unable to get drive deliveries',
  unableToSend: 'Unable to send the report',
  folderIdInvalid:
    'A folder ID is the last part of the folder’s address: letters, digits, dashes and underscores (5 to 128)',
  rangeOneMonth: 'A delivery covers days of one month',
} as const;

/**
 * The delivered file's name, one per brand, type and month (re-sending a month replaces it):
 * `ACME_monthly-brand-summary_2026-10.csv`.
 */
export const driveDeliveryFileName = (brandCode: string, type: DriveReportType, month: string): string =>
  `${brandCode}_${type}_${month}.csv`;

/**
 * Pulls the folder id out of what a user pastes: the id itself or the folder's Drive address
 * (`https://drive.google.com/drive/folders/<id>?usp=sharing`). Null when neither.
 */
export function driveFolderIdOf(input: string): string | null {
  const text = input.trim();
  const fromUrl = /\/folders\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const id = fromUrl ?? text;
  return DRIVE_FOLDER_ID.test(id) ? id : null;
}
