import { type ScreenManifest, screen } from '../../app/screens/define-screens';

export const SCREENS = {
  bulkEdit: screen('shell', () => import('./views/BulkEditView'), 'BulkEditView'),
  upload: screen('shell', () => import('./views/UploadView'), 'UploadView'),
  exports: screen('shell', () => import('./views/ExportsView'), 'ExportsView'),
} satisfies ScreenManifest;
