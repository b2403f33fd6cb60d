import { db } from "~/lib/db.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { prizeStrings, usePrizePath, usePrizeStrings, withAmount } from "~/components/prize-game/copy";
import { EntryFields } from "~/components/prize-game/entry-fields";
import { loadValidator, validateEntryForm } from "~/components/prize-game/entry-validator";
import { PRIZE_PAGE_PATH } from "~/models/prize";
import { langFromPath, pageAlternates, useLang } from "~/lib/i18n";
import { VendingMachine } from "~/components/prize-game/vending-machine";
import { Button, ButtonLink } from "~/components/ui/button";
import { PrizeTokenError, verifyPrizeToken } from "~/models/prize-token.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import {
  createEngagement,
  drawPrize,
  EngagementError,
  openPrizeToken,
  prizeEntryServerSchemaFor,
  prizeTokenMessage,
  redeemedAmount,
} from "~/models/engagements.server";
import { requestFormData } from "~/lib/request-body.server";
import type { Route } from "./+types/prize";
import { ownHeaders } from "~/lib/route-headers";
import { rateLimiter } from "~/lib/rate-limits.server";

/**
 * The prize game as plain forms (product §4 without JavaScript): intro; "Drop the coin" posts and the
 * server draws; the form with the drawn amount (its signed token in the URL and a hidden field);
 * the result. Same rules and texts as the floating widget, which enhances every other public page.
 * Registered twice: /prize and the Spanish /es/premio (id "es/prize"); the language comes from the
 * matched path (decision 045).
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = prizeStrings(lang);
  return pageMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: PRIZE_PAGE_PATH[lang],
    siteUrl: siteUrlFrom(matches),
    lang,
    alternates: pageAlternates(PRIZE_PAGE_PATH[lang]),
  });
};

type Step =
  | { step: "intro"; notice: string | null }
  | { step: "form"; amount: number; token: string }
  | { step: "result"; amount: number };

export async function loader({ request }: Route.LoaderArgs): Promise<Step> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const result = url.searchParams.get("result");
  if (result) {
    try {
      // A result link stays readable after the token's claim window has passed.
      const claims = verifyPrizeToken(result, { now: 0 });
      const amount = await redeemedAmount(db(), claims.id);
      if (amount) return { step: "result", amount };
    } catch (error) {
      if (!(error instanceof PrizeTokenError)) throw error;
    }
    return { step: "intro", notice: null };
  }
  const token = url.searchParams.get("token");
  if (token) {
    try {
      const claims = await openPrizeToken(db(), token);
      return { step: "form", amount: claims.amount, token };
    } catch (error) {
      if (!(error instanceof PrizeTokenError)) throw error;
      return { step: "intro", notice: prizeTokenMessage(error.problem, lang) };
    }
  }
  return { step: "intro", notice: null };
}

/** The action's Retry-After (429) and Cache-Control reach the browser. */
export const headers = ownHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = prizeStrings(lang);
  const page = PRIZE_PAGE_PATH[lang];
  const form = await requestFormData(request);
  if (form.get("intent") === "draw") {
    const limit = rateLimiter("prizeDraw").check(context.clientIp);
    if (!limit.ok)
      return data(
        { error: t.tooManyRequests, submission: null },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    const draw = await drawPrize(db());
    return redirect(`${page}?token=${encodeURIComponent(draw.token)}`, 303);
  }

  // The browser's rules (onValidate below) plus a phone that is a real number.
  const submission = parseWithZod(form, { schema: prizeEntryServerSchemaFor(lang) });
  if (submission.status !== "success")
    return data({ error: null, submission: submission.reply() }, { status: 400 });
  const limit = rateLimiter("prizeEntry").check(context.clientIp);
  if (!limit.ok) {
    return redirectWithToast(
      page,
      { title: t.errorTitle, description: t.tooManyRequests, variant: "destructive" },
      { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await createEngagement(db(), submission.value, { ip: context.clientIp, lang });
  } catch (error) {
    if (!(error instanceof EngagementError)) throw error;
    if (error.status === 409)
      return redirectWithToast(page, {
        title: t.alreadyPlayedTitle,
        description: error.message,
      });
    return redirectWithToast(page, {
      title: t.errorTitle,
      description: error.message || t.errorDefault,
      variant: "destructive",
    });
  }
  return redirect(`${page}?result=${encodeURIComponent(submission.value.token)}`, 303);
}

export default function PrizePage({ loaderData, actionData }: Route.ComponentProps) {
  // The coin has dropped by the form step (the POST drew the prize): the product is in the tray.
  const state = loaderData.step === "intro" ? "idle" : "done";
  const t = usePrizeStrings();
  return (
    <section className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_16rem]">
      <div className="max-w-xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t.label}</p>
        {loaderData.step === "intro" ? (
          <Intro notice={actionData?.error ?? loaderData.notice} />
        ) : loaderData.step === "form" ? (
          <EntryForm
            amount={loaderData.amount}
            token={loaderData.token}
            lastResult={actionData?.submission ?? null}
          />
        ) : (
          <Result amount={loaderData.amount} />
        )}
      </div>
      <VendingMachine
        state={state}
        sign={t.machineSign}
        className="order-first mx-auto w-32 md:order-none md:w-64"
      />
    </section>
  );
}

function Intro({ notice }: { notice: string | null }) {
  const navigation = useNavigation();
  const t = usePrizeStrings();
  return (
    <>
      <h1 className="mt-2 font-display text-4xl font-bold">{t.introTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{t.introBody}</p>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {notice}
        </p>
      ) : null}
      <Form method="post" action={usePrizePath()} className="mt-6">
        <input type="hidden" name="intent" value="draw" />
        <Button type="submit" variant="gold" size="lg" disabled={navigation.state !== "idle"}>
          {t.dropCoin}
        </Button>
      </Form>
    </>
  );
}

function EntryForm({
  amount,
  token,
  lastResult,
}: {
  amount: number;
  token: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const t = usePrizeStrings();
  const lang = useLang();
  const prizePath = usePrizePath();
  const [form, fields] = useForm({
    id: "prize-page-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { prizeAmount: String(amount), token },
    // The shared schema (zod, about 23 KB) is fetched on the form's first focus (entry-validator.ts).
    onValidate: ({ formData }) => validateEntryForm(formData, lang),
  });
  const action = `${prizePath}?token=${encodeURIComponent(token)}`;
  return (
    <>
      <h1 className="mt-2 font-display text-4xl font-bold">{withAmount(t.formTitle, amount)}</h1>
      <p className="mt-4 text-stone-700">{t.formBody}</p>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        onFocus={loadValidator}
        className="mt-6 grid gap-4"
      >
        <EntryFields fields={fields} amount={amount} token={token} />
        {form.errors?.length ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {form.errors[0]}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="lg" disabled={pending}>
          {pending ? t.submitting : t.submit}
        </Button>
      </Form>
    </>
  );
}

function Result({ amount }: { amount: number }) {
  const t = usePrizeStrings();
  const lang = useLang();
  return (
    <>
      <h1 className="mt-2 font-display text-4xl font-bold">{t.resultTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{withAmount(t.resultBody, amount)}</p>
      <p className="mt-2 text-sm text-stone-600">{withAmount(t.resultPrize, amount)}</p>
      {/* The Spanish home page is part A's: until it exists, "home" is the English one. */}
      <ButtonLink to={pageAlternates("/")?.[lang] ?? "/"} variant="primary" size="lg" className="mt-6">
        {t.backToHome}
      </ButtonLink>
    </>
  );
}
