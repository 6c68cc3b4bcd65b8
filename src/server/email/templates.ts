// Mails a person reads, in their language. Plain text first: it reads well on any phone.
type Lang = 'en' | 'sw';

export function resetPasswordMail(lang: Lang, name: string, link: string) {
  return lang === 'sw'
    ? {
        subject: 'Badilisha nenosiri lako la Duka Chat',
        text: `Habari ${name},\n\nTumepokea ombi la kubadilisha nenosiri lako. Fungua kiungo hiki ndani ya saa 1:\n\n${link}\n\nKama hukuomba, puuza barua hii; nenosiri lako halitabadilika.\n\nDuka Chat`,
      }
    : {
        subject: 'Reset your Duka Chat password',
        text: `Hello ${name},\n\nWe received a request to reset your password. Open this link within 1 hour:\n\n${link}\n\nIf you did not ask for this, ignore this email; your password stays the same.\n\nDuka Chat`,
      };
}

/** To the address a person used to have: they should know if it was not them. */
export function emailChangedMail(lang: Lang, name: string, newEmail: string) {
  return lang === 'sw'
    ? {
        subject: 'Barua pepe ya akaunti yako ya Duka Chat imebadilishwa',
        text: `Habari ${name},

Barua pepe ya akaunti yako ya Duka Chat imebadilishwa kuwa ${newEmail}. Barua zetu sasa zitaenda huko.

Kama si wewe uliyeibadilisha, tujibu barua hii mara moja ili tukusaidie kurudisha akaunti yako.

Duka Chat`,
      }
    : {
        subject: 'The e-mail of your Duka Chat account was changed',
        text: `Hello ${name},

The e-mail address of your Duka Chat account was changed to ${newEmail}. Our mails go there from now on.

If you did not change it, reply to this mail at once so that we can help you get your account back.

Duka Chat`,
      };
}

/**
 * The shop's name is used whole and never after a word of ours ("duka la …"): names such as
 * "Duka la Mama Asha" already say what they are.
 */
export function invitationMail(lang: Lang, shopName: string, inviterName: string, link: string) {
  return lang === 'sw'
    ? {
        subject: `${inviterName} amekualika ujiunge na ${shopName} kwenye Duka Chat`,
        text: `Habari,

${inviterName} amekualika ujiunge na timu ya ${shopName} kwenye Duka Chat.

Kubali mwaliko ndani ya siku 7 kwa kufungua kiungo hiki:

${link}

Kama hukutarajia mwaliko huu, puuza barua hii.

Duka Chat`,
      }
    : {
        subject: `${inviterName} invited you to join ${shopName} on Duka Chat`,
        text: `Hello,

${inviterName} has invited you to join the team of ${shopName} on Duka Chat.

Accept the invitation within 7 days by opening this link:

${link}

If you did not expect this invitation, you can ignore this email.

Duka Chat`,
      };
}

/** To a shop's owner: a payout the provider reversed (issue 25); the money is back on the balance. */
export function payoutReversedMail(
  lang: Lang,
  p: { name: string; shopName: string; amount: string; destination: string; reason: string | null; link: string },
) {
  return lang === 'sw'
    ? {
        subject: `Malipo ya ${p.amount} kwa ${p.shopName} yamerudishwa`,
        text: `Habari ${p.name},

Mtoa huduma amerudisha malipo ya ${p.amount} yaliyotumwa kwa ${p.destination}. Mpokeaji hajalipwa, na pesa zimerudi kwenye salio la akaunti yako.${p.reason ? `\n\nSababu ya mtoa huduma: ${p.reason}` : ''}

Angalia malipo yako na utume tena ukipenda:

${p.link}

Duka Chat`,
      }
    : {
        subject: `A payout of ${p.amount} from ${p.shopName} was reversed`,
        text: `Hello ${p.name},

The provider reversed the payout of ${p.amount} to ${p.destination}. The recipient was not paid, and the money is back on your account's balance.${p.reason ? `\n\nThe provider's reason: ${p.reason}` : ''}

See your payouts and send it again if you wish:

${p.link}

Duka Chat`,
      };
}

/** A payment the provider took back after reporting it paid (issue 25), told as a reversed payout is. */
export function paymentReversedMail(
  lang: Lang,
  p: {
    name: string;
    shopName: string;
    amount: string;
    from: string;
    order: string | null;
    reason: string | null;
    link: string;
  },
) {
  return lang === 'sw'
    ? {
        subject: `Malipo ya ${p.amount} kwa ${p.shopName} yamerudishwa`,
        text: `Habari ${p.name},

Mtoa huduma amerudisha malipo ya ${p.amount} kutoka ${p.from}${p.order ? ` kwa oda ${p.order}` : ''}, ingawa alikuwa amesema yamelipwa. Pesa zimerudi kwa mteja na zimeondolewa kwenye salio la akaunti yako.${p.order ? ' Oda haijalipwa tena kwa kiasi hicho.' : ' Deni alilolipa linadaiwa tena.'}${p.reason ? `\n\nSababu ya mtoa huduma: ${p.reason}` : ''}

Angalia kabla ya kutoa bidhaa:

${p.link}

Duka Chat`,
      }
    : {
        subject: `A payment of ${p.amount} to ${p.shopName} was reversed`,
        text: `Hello ${p.name},

The provider reversed the payment of ${p.amount} from ${p.from}${p.order ? ` for order ${p.order}` : ''} after reporting it paid. The money went back to the customer and is off your account's balance.${p.order ? ' The order is no longer paid by it.' : ' The debt it paid is owed again.'}${p.reason ? `\n\nThe provider's reason: ${p.reason}` : ''}

Check before you hand anything over:

${p.link}

Duka Chat`,
      };
}
