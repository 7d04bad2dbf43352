/** A file delivered to a drive folder. */
export interface DriveFile {
  id: string;
  folderId: string;
  name: string;
  size: number;
  /** Where a person opens it (a Drive web link; a file: URL for the local drive). */
  link: string;
}

/**
 * Report delivery to a drive (Google Drive when its adapter comes): a folder per brand that
 * scheduled reports are uploaded to. The local drive is a folder under the data directory.
 */
export interface DriveConnector {
  upload(input: { folderId: string; name: string; mimeType: string; data: Uint8Array }): Promise<DriveFile>;
  list(folderId: string): Promise<DriveFile[]>;
}
