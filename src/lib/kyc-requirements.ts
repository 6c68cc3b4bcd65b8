// What a shop must show to reach each KYC level (issue 29), as DATA: the server checks, stores and
// computes the level from this list, the dashboard draws its form from it, the operator's console
// labels what it reviews with it. A new business type or a new document is an edit here, not code
// (decision 0044). Keys are stored in the database (kyc_requirements.requirement_key, the fields'
// jsonb and kyc_documents.slot): rename one only with a migration.
//
// Facts behind the list: ../shared/protocols.md section 5 (NIDA NIN, TIN, BRELA, business licence).

export type Words = { en: string; sw: string };

/** How a field is entered and checked (src/lib/kyc-validation.ts holds the checks of each kind). */
export type KycFieldKind =
  /** One of `options`. */
  | 'choice'
  /** The number of the ID document chosen in the requirement's `id_type` field: NIN, passport or licence. */
  | 'id_number'
  /** YYYY-MM-DD, not in the future, 18 or older in EAT. */
  | 'date_of_birth'
  /** A TRA TIN: 9 digits, `XXX-XXX-XXX` accepted. */
  | 'tin'
  /** A BRELA registration or incorporation number, a licence number: letters, digits, - and /. */
  | 'reference'
  /** YYYY-MM-DD, a document's expiry: the requirement is "expiring" within 30 days of it, "expired" after. */
  | 'expiry_date';

export type KycField = {
  key: string;
  kind: KycFieldKind;
  label: Words;
  hint?: Words;
  options?: readonly { value: string; label: Words }[];
};

/** A photo or scan the requirement needs; `capture` lets a phone open its camera (`user`: the front one). */
export type KycDocumentSlot = { key: string; label: Words; hint?: Words; capture?: 'user' | 'environment' };

export type KycRequirement = {
  key: string;
  level: 1 | 2;
  label: Words;
  hint: Words;
  fields: readonly KycField[];
  documents: readonly KycDocumentSlot[];
};

export const ID_TYPES = ['national_id', 'passport', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];

const idTypeOptions = [
  { value: 'national_id', label: { en: 'National ID (NIDA)', sw: 'Kitambulisho cha Taifa (NIDA)' } },
  { value: 'passport', label: { en: 'Passport', sw: 'Pasipoti' } },
  { value: 'driving_licence', label: { en: 'Driving License', sw: 'Leseni ya Udereva' } },
] as const;

const genderOptions = [
  { value: 'male', label: { en: 'Male', sw: 'Mwanaume' } },
  { value: 'female', label: { en: 'Female', sw: 'Mwanamke' } },
] as const;

/** Level 1: the owner, the same for every shop. */
const ownerRequirements: readonly KycRequirement[] = [
  {
    key: 'owner_identity',
    level: 1,
    label: { en: "Owner's ID", sw: 'Kitambulisho cha mmiliki' },
    hint: {
      en: 'The ID of the person who owns the shop, with a clear photo of both sides.',
      sw: 'Kitambulisho cha mtu anayemiliki duka, na picha wazi ya pande zote mbili.',
    },
    fields: [
      { key: 'id_type', kind: 'choice', label: { en: 'ID type', sw: 'Aina ya kitambulisho' }, options: idTypeOptions },
      {
        key: 'id_number',
        kind: 'id_number',
        label: { en: 'ID number', sw: 'Namba ya kitambulisho' },
        hint: {
          en: 'National ID: the 20-digit NIN, starting with your date of birth.',
          sw: 'Kitambulisho cha Taifa: NIN ya tarakimu 20, inayoanza na tarehe yako ya kuzaliwa.',
        },
      },
      { key: 'date_of_birth', kind: 'date_of_birth', label: { en: 'Date of birth', sw: 'Tarehe ya kuzaliwa' } },
      { key: 'gender', kind: 'choice', label: { en: 'Gender', sw: 'Jinsia' }, options: genderOptions },
    ],
    documents: [
      { key: 'id_front', label: { en: 'ID photo, front', sw: 'Picha ya kitambulisho, mbele' }, capture: 'environment' },
      { key: 'id_back', label: { en: 'ID photo, back', sw: 'Picha ya kitambulisho, nyuma' }, capture: 'environment' },
    ],
  },
  {
    key: 'owner_selfie',
    level: 1,
    label: { en: 'Selfie', sw: 'Picha yako (selfie)' },
    hint: {
      en: 'A photo of your face, taken now, so we can match it with your ID.',
      sw: 'Picha ya uso wako, ipigwe sasa, ili tuilinganishe na kitambulisho chako.',
    },
    fields: [],
    documents: [{ key: 'selfie', label: { en: 'Selfie', sw: 'Selfie' }, capture: 'user' }],
  },
  {
    key: 'owner_tin',
    level: 1,
    label: { en: "Owner's TIN", sw: 'TIN ya mmiliki' },
    hint: {
      en: 'Your Taxpayer Identification Number from TRA: 9 digits.',
      sw: 'Namba yako ya Utambulisho wa Mlipakodi kutoka TRA: tarakimu 9.',
    },
    fields: [{ key: 'tin', kind: 'tin', label: { en: 'TIN', sw: 'TIN' } }],
    documents: [],
  },
];

const licence: KycRequirement = {
  key: 'business_licence',
  level: 2,
  label: { en: 'Business licence', sw: 'Leseni ya biashara' },
  hint: {
    en: 'Class A from BRELA (business.go.tz) or Class B from your local government (TAUSI).',
    sw: 'Daraja A kutoka BRELA (business.go.tz) au Daraja B kutoka serikali ya mtaa wako (TAUSI).',
  },
  fields: [
    { key: 'licence_number', kind: 'reference', label: { en: 'Licence number', sw: 'Namba ya leseni' } },
    { key: 'expiry_date', kind: 'expiry_date', label: { en: 'Expiry date', sw: 'Tarehe ya kuisha' } },
  ],
  documents: [{ key: 'licence', label: { en: 'Licence', sw: 'Leseni' }, capture: 'environment' }],
};

const tinCertificate: KycRequirement = {
  key: 'tin_certificate',
  level: 2,
  label: { en: 'TIN certificate', sw: 'Cheti cha TIN' },
  hint: { en: "The business's TIN certificate from TRA.", sw: 'Cheti cha TIN cha biashara kutoka TRA.' },
  fields: [{ key: 'tin', kind: 'tin', label: { en: "Business's TIN", sw: 'TIN ya biashara' } }],
  documents: [{ key: 'certificate', label: { en: 'Certificate', sw: 'Cheti' }, capture: 'environment' }],
};

const brela = (key: string, label: Words, number: Words): KycRequirement => ({
  key,
  level: 2,
  label,
  hint: { en: 'The certificate BRELA issued.', sw: 'Cheti kilichotolewa na BRELA.' },
  fields: [{ key: 'registration_number', kind: 'reference', label: number }],
  documents: [{ key: 'certificate', label: { en: 'Certificate', sw: 'Cheti' }, capture: 'environment' }],
});

export const BUSINESS_TYPES = ['sole_proprietor', 'business_name', 'limited_company'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Level 2: the business, by its type. */
export const BUSINESS_TYPE_REQUIREMENTS: Record<
  BusinessType,
  { label: Words; requirements: readonly KycRequirement[] }
> = {
  sole_proprietor: {
    label: { en: 'Sole proprietor', sw: 'Mfanyabiashara binafsi' },
    requirements: [licence, tinCertificate],
  },
  business_name: {
    label: { en: 'Registered business name', sw: 'Jina la biashara lililosajiliwa' },
    requirements: [
      brela(
        'brela_business_name',
        { en: 'BRELA certificate of registration', sw: 'Cheti cha usajili cha BRELA' },
        { en: 'Registration number', sw: 'Namba ya usajili' },
      ),
      licence,
      tinCertificate,
    ],
  },
  limited_company: {
    label: { en: 'Limited company', sw: 'Kampuni yenye ukomo' },
    requirements: [
      brela(
        'brela_incorporation',
        { en: 'BRELA certificate of incorporation', sw: 'Cheti cha usajili wa kampuni cha BRELA' },
        { en: 'Incorporation number', sw: 'Namba ya usajili wa kampuni' },
      ),
      licence,
      tinCertificate,
    ],
  },
};

/** What each level unlocks, said on the screen. */
export const LEVEL_WORDS: Record<0 | 1 | 2, Words> = {
  0: {
    en: 'New shop: you can sell, and the money collected is held.',
    sw: 'Duka jipya: unaweza kuuza, na pesa zinazokusanywa zinashikiliwa.',
  },
  1: {
    en: 'Owner verified: collected money can be paid out.',
    sw: 'Mmiliki amethibitishwa: pesa zilizokusanywa zinaweza kulipwa.',
  },
  2: {
    en: 'Business verified: higher limits.',
    sw: 'Biashara imethibitishwa: viwango vya juu zaidi.',
  },
};

/** The requirements of level 1. */
export const levelOneRequirements = (): readonly KycRequirement[] => ownerRequirements;

/** The requirements of level 2 for a business type (none until the shop says which type it is). */
export const levelTwoRequirements = (type: BusinessType | null): readonly KycRequirement[] =>
  type ? BUSINESS_TYPE_REQUIREMENTS[type].requirements : [];

/** Every requirement any shop may have, each once (a licence is asked of every business type). */
export const ALL_REQUIREMENTS: readonly KycRequirement[] = [
  ...ownerRequirements,
  ...new Map(
    BUSINESS_TYPES.flatMap((type) => BUSINESS_TYPE_REQUIREMENTS[type].requirements).map((r) => [r.key, r]),
  ).values(),
];

export const requirementByKey = (key: string): KycRequirement | undefined =>
  ALL_REQUIREMENTS.find((r) => r.key === key);

/** The requirements a shop of this type has, level 1 then level 2. */
export const requirementsFor = (type: BusinessType | null): readonly KycRequirement[] => [
  ...levelOneRequirements(),
  ...levelTwoRequirements(type),
];

/** The pseudo-requirement listed as missing while a shop has not said what kind of business it is. */
export const BUSINESS_TYPE_KEY = 'business_type';
export const BUSINESS_TYPE_WORDS: Words = { en: 'Type of business', sw: 'Aina ya biashara' };
