import { z } from "~/lib/zod";

/**
 * The sign-in and change-password rules and product §5/§8 texts, shared by the dialog (browser), its action and
 * POST /api/change-password (server). No server-only code here: the dialog imports it.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** An admin's username: the rule of `npm run admin:create` and the Admins tab. */
export const usernameSchema = z
  .string({ message: "Username is required." })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,64}$/, "Use 3-64 letters, digits or . _ @ -");

/** A new password (admin:create, the Admins tab): the change-password dialog's length rules. */
export const passwordSchema = z
  .string({ message: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(256, "Password must be at most 256 characters long.");

/**
 * The Admins tab's "Add admin" form: a username and either nothing (a one-time password is
 * generated and shown once) or a typed password with its confirmation.
 */
export const addAdminSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema.optional(),
    confirmPassword: z.string().max(256).optional(),
  })
  .refine((v) => !v.password || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Password and confirmation must match.",
  });
export type AddAdminInput = z.infer<typeof addAdminSchema>;

/** product §5: username and password are required (the sign-in form and POST /api/login). */
export const loginSchema = z.object({
  username: z.string({ message: "Username is required" }).trim().min(1, "Username is required").max(64),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(256),
});

/** product §5 messages of the change-password dialog. */
export const PASSWORD_MESSAGES = {
  mismatch: { title: "Passwords Don't Match", description: "New password and confirmation must match." },
  tooShort: {
    title: "Password Too Short",
    description: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  changed: { title: "Password Changed", description: "Your password has been updated successfully." },
  failed: { title: "Password Change Failed", description: "Failed to change password." },
} as const;

/** The payload of POST /api/change-password (product §3): the confirmation is the form's business. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: "Current password is required." })
    .min(1, "Current password is required.")
    .max(256),
  newPassword: z
    .string({ message: "New password is required." })
    .min(1, "New password is required.")
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort.description)
    .max(256, "New password must be at most 256 characters long."),
});

/** The dialog's form: the same rules plus the confirmation (checked on the server too, for no-JS). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z
      .string({ message: "Please confirm the new password." })
      .min(1, "Please confirm the new password.")
      .max(256),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MESSAGES.mismatch.description,
  });
