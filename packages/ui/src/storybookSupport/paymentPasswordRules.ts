import { z } from 'zod';

/**
 * A first payment password's rules written as the contract writes them (a zod schema), for the kit's
 * stories and tests, which may not import the contract. The features pass the contract's own schema.
 */
export const samplePaymentPasswordRules = z
  .object({
    loginPassword: z.string().min(1).max(128),
    paymentPassword: z.string().min(6).max(32),
    confirmPaymentPassword: z.string().max(32),
  })
  .refine((form) => form.paymentPassword === form.confirmPaymentPassword, { path: ['confirmPaymentPassword'] })
  .refine((form) => form.paymentPassword !== form.loginPassword, { path: ['paymentPassword'] });
