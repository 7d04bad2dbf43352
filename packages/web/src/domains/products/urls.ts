import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the products screens (spec 2 §2 'Products errors', spec 3 'Product detail'). */
export const productsErrorsUrl = () => routeUrl('productsErrors');
export const productDetailUrl = (sku: string) => routeUrl('productDetail', { sku });
