import { z } from 'zod';

export const ZLoginInput = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;
