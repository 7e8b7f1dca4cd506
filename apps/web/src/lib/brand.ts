/**
 * The product title, shown when there is no shop name. Same value as `DEFAULT_PRODUCT_TITLE` in
 * `@gst/domain` (a test keeps them equal), repeated here because the public chunk must not import
 * the domain barrel: it pulls in zod and decimal.js (+45 kB gzip) until the package offers a
 * side-effect-free subpath export for its constants.
 */
export const PRODUCT_TITLE = 'GST Platform';
