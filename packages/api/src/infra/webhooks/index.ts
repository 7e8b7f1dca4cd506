// Webhook delivery (issue 34): signing (sign.ts), which URLs may be called (ssrf.ts) and one
// delivery attempt (deliver.ts). Not wired to a route or job here; the queue's job calls
// `deliverWebhook` and schedules retries with `webhookRetryDelaySeconds`.
export * from './sign';
export * from './ssrf';
export * from './deliver';
