import { eq } from 'drizzle-orm';
import type { Job } from '../../db/schema/jobs.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Deps } from '../../http/context.ts';
import { mailShopOwners } from '../../email/mail-owners.ts';
import { requirementByKey } from '../../../lib/kyc-requirements.ts';

// A reviewer's verdict told to the shop's owners by mail, in each owner's language (the dashboard
// tells it too: the compliance screen's notices). Queued in the verdict's own transaction
// (kyc-review.ts), so a mail goes exactly when a verdict was written.

export const KYC_VERDICT_QUEUE = 'compliance.verdict-mail';

type Payload = { requirementKey?: string; verdict?: 'verified' | 'rejected'; reason?: string | null };

export function kycVerdictMail(
  lang: 'en' | 'sw',
  p: {
    name: string;
    shopName: string;
    requirement: string;
    verdict: 'verified' | 'rejected';
    reason: string | null;
    link: string;
  },
) {
  // Said as what we did ("tumethibitisha"), so the verb never has to agree with the requirement's noun class.
  if (lang === 'sw') {
    return p.verdict === 'verified'
      ? {
          subject: `Tumethibitisha: ${p.requirement}`,
          text: `Habari ${p.name},\n\nTumethibitisha "${p.requirement}" kwa duka ${p.shopName}.\n\nAngalia hali yako:\n${p.link}\n\nDuka Chat`,
        }
      : {
          subject: `Hatukuweza kuthibitisha: ${p.requirement}`,
          text: `Habari ${p.name},\n\nHatukuweza kuthibitisha "${p.requirement}" kwa duka ${p.shopName}.\n\nSababu ya mkaguzi: ${p.reason ?? ''}\n\nRekebisha kisha utume tena hapa:\n${p.link}\n\nDuka Chat`,
        };
  }
  return p.verdict === 'verified'
    ? {
        subject: `Verified: ${p.requirement}`,
        text: `Hello ${p.name},\n\nWe have verified "${p.requirement}" for ${p.shopName}.\n\nSee where you stand:\n${p.link}\n\nDuka Chat`,
      }
    : {
        subject: `Please fix: ${p.requirement}`,
        text: `Hello ${p.name},\n\nWe could not verify "${p.requirement}" for ${p.shopName}.\n\nThe reviewer's reason: ${p.reason ?? ''}\n\nFix it and send it again here:\n${p.link}\n\nDuka Chat`,
      };
}

export async function kycVerdictMailJob(deps: Deps, job: Job): Promise<void> {
  const db = deps.database.db;
  const payload = job.payload as Payload;
  const requirement = payload.requirementKey ? requirementByKey(payload.requirementKey) : undefined;
  if (!job.shopId || !requirement || !payload.verdict) return;
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, job.shopId));
  if (!shop) return;
  await mailShopOwners(db, deps.mailer, job.shopId, (owner) =>
    kycVerdictMail(owner.language, {
      name: owner.name,
      shopName: shop.name,
      requirement: requirement.label[owner.language],
      verdict: payload.verdict!,
      reason: payload.reason ?? null,
      link: `${deps.env.appUrl}/dashboard/compliance`,
    }),
  );
}
