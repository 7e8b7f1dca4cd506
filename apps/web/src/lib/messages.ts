/**
 * Web-only wording that the spec leaves to the UI. Spec text itself comes from `MESSAGES` in
 * `@gst/domain`; import that only from back-office code (admin, master), never from the public
 * site, whose chunk must stay free of the domain package's zod and decimal.js.
 */
export const WEB_MESSAGES = {
  disabledAdvice: 'Please contact support if you believe this is a mistake.',
  noAccess: 'You do not have access to this page.',
  noAccessAdvice: 'Ask an administrator if you need it.',
} as const;
