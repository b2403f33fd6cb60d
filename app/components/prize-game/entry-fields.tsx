import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FutureClientsNote, usePrizeStrings } from "~/components/prize-game/copy";
import { InputField } from "~/components/ui/field";

/**
 * The prize entry's fields (product §4), shared by the widget's form and the no-JavaScript /prize
 * page: the drawn amount and its signed token as hidden fields, the note for future clients, Email
 * and Phone. `children` stands between the hidden fields and the note (the widget's intro line).
 */
export function EntryFields({
  fields,
  amount,
  token,
  children,
}: {
  fields: { email: FieldMetadata<string>; phone: FieldMetadata<string> };
  amount: number;
  token: string;
  children?: ReactNode;
}) {
  const t = usePrizeStrings();
  return (
    <>
      <input type="hidden" name="prizeAmount" value={String(amount)} />
      <input type="hidden" name="token" value={token} />
      {children}
      <FutureClientsNote />
      <InputField
        meta={fields.email}
        type="email"
        label={t.email}
        required
        inputProps={{ autoComplete: "email" }}
      />
      <InputField
        meta={fields.phone}
        type="tel"
        label={t.phone}
        required
        hint={t.phoneHint}
        inputProps={{ autoComplete: "tel" }}
      />
    </>
  );
}
