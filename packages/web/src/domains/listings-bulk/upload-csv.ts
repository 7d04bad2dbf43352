import { CSV_MAX_BYTES, CSV_UPLOAD_EXTENSIONS, LISTINGS_BULK_MESSAGES } from '@portal/schema';

export interface UploadedCsv {
  csvConfigId: string;
  fileName: string;
  headings: string[];
}

/** The spec's checks before a byte is sent: type (.csv, .txt, text/plain) and 350 MB. */
export function csvFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!CSV_UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext)) && file.type !== 'text/plain')
    return LISTINGS_BULK_MESSAGES.fileType;
  if (file.size > CSV_MAX_BYTES) return LISTINGS_BULK_MESSAGES.fileTooLarge;
  return null;
}

/**
 * Sends the file as multipart to the gateway's upload route, which streams it to the backend. XHR,
 * not fetch: only XHR reports upload progress.
 */
export function uploadCsv(
  file: File,
  seller: { sellerId: string; marketplaceId: string },
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<UploadedCsv> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams(seller);
    xhr.open('POST', `/uploads/csv?${query}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText);
        if (xhr.status === 201) resolve(body as UploadedCsv);
        else
          reject(new Error(xhr.status === 413 ? LISTINGS_BULK_MESSAGES.fileTooLarge : (body.message ?? '')));
      } catch {
        reject(new Error(LISTINGS_BULK_MESSAGES.uploadFailed));
      }
    };
    xhr.onerror = () => reject(new Error(LISTINGS_BULK_MESSAGES.uploadFailed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
