/**
 * The visitor-facing strings of the two tools, the prize game and the space-visualization wizard
 * (decision 045), in English and Spanish. One type, `ToolStrings`, used by both languages: a
 * missing Spanish key fails the typecheck; tests/unit/i18n-content.test.ts compares the deep keys
 * and the `{name}` placeholders (filled with `fill()` from ~/lib/i18n).
 * The Spanish copy comes from the South Florida copywriter's draft (formal "usted").
 */

export interface PrizeStrings {
  /** "Prize Game": the eyebrow above the heading. */
  label: string;
  introTitle: string;
  introBody: string;
  dropCoin: string;
  playingTitle: string;
  playingBody: string;
  /** {amount} */
  formTitle: string;
  formBody: string;
  futureClientsNote: string;
  email: string;
  phone: string;
  phoneHint: string;
  submit: string;
  submitting: string;
  resultTitle: string;
  /** {amount} */
  resultBody: string;
  /** {amount} */
  resultPrize: string;
  backToHome: string;
  close: string;
  closeLabel: string;
  /** {introTitle} */
  announceIntro: string;
  /** {formTitle} */
  announceForm: string;
  /** The word on the machine's sign (decorative). */
  machineSign: string;
  alreadyPlayedTitle: string;
  errorTitle: string;
  errorDefault: string;
  tooManyRequests: string;
  /** Field and server messages (the same rules in both languages). */
  messages: {
    emailInvalid: string;
    phoneInvalid: string;
    amountMissing: string;
    amountInvalid: string;
    alreadyPlayed: string;
    tokenMissing: string;
    tokenInvalid: string;
    tokenExpired: string;
    tokenUsed: string;
    tokenMismatch: string;
  };
  metaTitle: string;
  metaDescription: string;
}

export interface WizardStrings {
  eyebrow: string;
  title: string;
  lead: string;
  metaTitle: string;
  metaDescription: string;
  resultMetaTitle: string;
  /** The three steps' names, in order. */
  steps: [string, string, string];
  /** {step} {total} */
  stepOf: string;
  /** {step} {total} */
  stepOfValue: string;
  progressLabel: string;
  previous: string;
  next: string;
  add: string;
  addAnother: string;
  /** {label} */
  addLabel: string;
  /** {label} */
  addAnotherLabel: string;
  /** {quantity} */
  selectedCount: string;
  /** {max} */
  limitReached: string;
  yourSelection: string;
  noMachinesYet: string;
  selectedMachines: string;
  remove: string;
  /** {label} */
  removeLabel: string;
  website: string;
  websiteHint: string;
  websitePlaceholder: string;
  logo: string;
  logoHint: string;
  spacePhoto: string;
  spacePhotoHint: string;
  /** {mb} {days} */
  uploadRules: string;
  imageFileRequired: string;
  websiteInvalid: string;
  websiteTooLong: string;
  readyToGenerate: string;
  machines: string;
  websiteLabel: string;
  uploads: string;
  uploadsNone: string;
  /** {file} */
  uploadLogo: string;
  /** {file} */
  uploadSpacePhoto: string;
  logoShort: string;
  spacePhotoShort: string;
  and: string;
  none: string;
  uploading: string;
  generate: string;
  generating: string;
  /** The progress stages (app/models/visualization.ts STAGES), by key. */
  stages: {
    queued: string;
    "reading-website": string;
    composing: string;
    enhancing: string;
    finishing: string;
  };
  stageWorking: string;
  stageDone: string;
  stageInProgress: string;
  stageToDo: string;
  toasts: {
    noMachines: { title: string; description: string };
    noWebsite: { title: string; description: string };
    uploadFailed: { title: string; description: string };
    generationFailed: { title: string; description: string };
    ready: { title: string; description: string };
  };
  couldNotGenerate: string;
  uploadDidNotArrive: string;
  couldNotStart: string;
  /** {mb} */
  fileTooLarge: string;
  notImage: string;
  /** {maxSide} {maxRatio} {megapixels} */
  badDimensions: string;
  busy: string;
  resultAlt: string;
  resultCaption: string;
  download: string;
  privateLink: string;
  createNew: string;
  startOver: string;
  bookTitle: string;
  bookText: string;
  bookCta: string;
  /** Adjusting the machines' placement on the result page (docs/decisions/084). */
  adjust: AdjustStrings;
}

export interface AdjustStrings {
  title: string;
  intro: string;
  /** Shown when the photo gave no confident floor line. */
  notDetected: string;
  dragHint: string;
  left: string;
  right: string;
  closer: string;
  farther: string;
  higher: string;
  lower: string;
  groupLabel: string;
  floorLabel: string;
  working: string;
  versions: string;
  /** {n} */
  version: string;
  shown: string;
  show: string;
  limit: string;
  failed: string;
  /** A change posted while the last one is still being drawn (docs/decisions/084). */
  stillWorking: string;
  /** Too many changes from one address in a short time. */
  tooMany: string;
}

export interface ToolStrings {
  prize: PrizeStrings;
  wizard: WizardStrings;
}

/** Both languages on the server; on the client only the page's (app/document/dictionaries.browser.ts). */
export { toolStrings } from "#dictionaries";
