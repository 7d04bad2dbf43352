import type { AgencyReportType } from '@portal/schema';
import {
  brandsContract,
  driveDeliveryContract,
  type RestDriveDelivery,
  type RestDriveFile,
} from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';

export type { RestDriveDelivery, RestDriveFile };

/** Spec 3 §7 'POST reports/send-now' and the drive table's reads (contract: packages/schema/src/drive-delivery). */
export class DriveDeliveryAPI extends PortalRESTDataSource {
  /** POST reports/send-now: queues the delivery of one report of the days. */
  sendNow(brandCode: string, reportType: AgencyReportType, from: string, to: string) {
    return this.call(driveDeliveryContract.sendNow, {
      body: { brandCode, reportType, dataStartTime: from, dataEndTime: to },
    });
  }

  /** PATCH brands/{brandCode} {google_drive_folders}: the whole map, as the spec sends it. */
  async saveFolders(brandCode: string, folders: Record<string, string>): Promise<Record<string, string>> {
    const brand = await this.call(brandsContract.patch, {
      params: { brandCode },
      body: { google_drive_folders: folders },
    });
    return brand.google_drive_folders;
  }

  /** GET reports/drive-deliveries/{brandCode}. */
  deliveries(brandCode: string): Promise<RestDriveDelivery[]> {
    return this.call(driveDeliveryContract.deliveries, { params: { brandCode } });
  }

  /** GET reports/drive-files/{brandCode}/{reportType}. */
  files(brandCode: string, reportType: AgencyReportType): Promise<RestDriveFile[]> {
    return this.call(driveDeliveryContract.files, { params: { brandCode, reportType } });
  }
}
