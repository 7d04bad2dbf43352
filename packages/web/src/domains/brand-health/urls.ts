import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the brand health and brand inventory screens. */
export const brandHealthUrl = (brandCode: string) => routeUrl('brandHealth', { id: brandCode });
export const brandInventoryUrl = (brandCode: string) => routeUrl('brandInventory', { id: brandCode });
