import { retentionPeriod } from './retention'
import type { LegalDocuments } from './types'

const months = retentionPeriod('en')

export const legal: LegalDocuments = {
  privacy: {
    title: 'Privacy policy',
    summary:
      'This policy explains which personal data we collect through this website, why we process ' +
      'it and what rights you have. This text is a template that the company’s legal adviser ' +
      'must review before publication.',
    updated: 'November 27, 2026',
    sections: [
      {
        heading: 'Data controller',
        paragraphs: [
          'The controller of personal data collected through this website is the company named ' +
            'in the site footer, seated in Osijek. We process personal data in accordance with ' +
            'the General Data Protection Regulation (Regulation (EU) 2016/679) and the Croatian ' +
            'Act on the Implementation of the General Data Protection Regulation.',
          'If you have any questions about the processing of your personal data, you can ' +
            'contact us at the e-mail address given in the site footer.',
        ],
      },
      {
        heading: 'Which data we process',
        paragraphs: [
          'When you send us an enquiry through the contact form, we process your name, e-mail ' +
            'address, company name and the content of your message. For the newsletter, we ' +
            'collect your name and e-mail address, and you confirm your subscription by clicking ' +
            'the link in the message we send you (double opt-in).',
          'In the funding check tool, the activity code (NKD) is used only to search for ' +
            'funding calls, and the personal identification number (OIB) is not stored. Our ' +
            'server automatically logs technical data on each visit, such as the IP address, ' +
            'time of access, requested page and browser type.',
        ],
      },
      {
        heading: 'Purposes and legal bases',
        paragraphs: [
          'We process enquiry data to reply to you and prepare an offer, on the basis of steps ' +
            'taken at your request prior to entering into a contract (Article 6(1)(b) of the ' +
            'General Data Protection Regulation) and our legitimate interest in answering ' +
            'business enquiries (point (f)).',
          'We send the newsletter on the basis of your consent (point (a)), which you can ' +
            'withdraw at any time via the unsubscribe link in every message. We process server ' +
            'logs on the basis of our legitimate interest in the security and proper functioning ' +
            'of the website (point (f)).',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'We keep enquiries (the contact form, questions about a call, consultation bookings, ' +
            'job applications and requests for materials) while we work with you. The retention ' +
            `period of an enquiry without activity is ${months}: once that long has passed with ` +
            'no activity on the enquiry (a reply, a meeting or any other change), it is ' +
            'anonymised automatically. The name, e-mail address, company, message, notes and any ' +
            'CV are removed, and with the enquiry the personal details of its booking; only an ' +
            'anonymous record remains for the firm’s statistics.',
          'Newsletter data is kept until you unsubscribe, and server logs for 30 days, after ' +
            'which they are deleted automatically.',
        ],
      },
      {
        heading: 'Funding call alerts',
        paragraphs: [
          'If you subscribe to funding call alerts, we keep only your e-mail address, the ' +
            'filters you choose (activity codes, county, company size, programme, least amount, ' +
            'how often and in which language we write) or the call you follow, the time of your ' +
            'consent and the version of the consent text you agreed to, and the history of the ' +
            'alerts we have sent you (which call, when, and whether you marked it as not ' +
            'relevant). An alert you create while signed in, for the address of your account, is ' +
            'linked to your account.',
          'We send alerts on the basis of your consent (point (a)). Until you confirm your ' +
            'address with the link in our first e-mail, the alert sends nothing but that one ' +
            'confirmation e-mail, and an alert not confirmed within 30 days is deleted. A confirmed alert lives until you delete it: every e-mail has a link to ' +
            'change, pause or delete it, and deleting an alert deletes its sending history at ' +
            'once.',
        ],
      },
      {
        heading: 'Booking a consultation',
        paragraphs: [
          'When you book a consultation, we keep your name, e-mail address, phone number, ' +
            'company and the topic you describe, the call or activity code you came from, the ' +
            'time you booked and the adviser it is assigned to, and whether the meeting was ' +
            'held. We use them to hold the meeting, to send you the confirmation with its ' +
            'calendar invitation, a reminder the day before and any change, and the booking is ' +
            'kept with your enquiry, for the steps you ask for before a contract (point (b)).',
          'The link in our e-mail lets you move or cancel the booking at any time before it ' +
            'starts. A booking is kept with its enquiry and anonymised together with it, when ' +
            `the enquiry’s retention period ends (${months} without activity).`,
        ],
      },
      {
        heading: 'Recipients of data',
        paragraphs: [
          'Your data may be processed by our hosting and e-mail service providers, solely as ' +
            'processors acting on our instructions and under a data processing agreement.',
          'We do not sell personal data or pass it on to third parties for marketing purposes.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access to your data, the right to rectification and erasure, ' +
            'to restriction of processing and to data portability, and the right to object to ' +
            'processing. Where processing is based on consent, you may withdraw it at any time, ' +
            'without affecting the lawfulness of processing before its withdrawal.',
          'On request we find everything held with your e-mail address (enquiries, bookings, ' +
            'subscriptions, funding call alerts, your account and e-mails), send it to you as a ' +
            'file, and erase or anonymise it. We record each such request (who handled it and ' +
            'when), without the address itself.',
          'You can send your request to the e-mail address given in the site footer, and we ' +
            'will reply within one month at the latest. If you believe that your data is being ' +
            'processed unlawfully, you can lodge a complaint with the Croatian Personal Data ' +
            'Protection Agency (Agencija za zaštitu osobnih podataka, AZOP).',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    summary:
      'These terms govern the use of this website and the free tools available on it. This text ' +
      'is a template that the company’s legal adviser must review before publication.',
    updated: 'November 22, 2026',
    sections: [
      {
        heading: 'About the website',
        paragraphs: [
          'This website is run by the company named in the site footer, seated in Osijek, ' +
            'which helps businesses prepare projects and applications for EU and national grant ' +
            'funding. By using the website, you accept these terms.',
          'If you do not agree with these terms, please do not use the website.',
        ],
      },
      {
        heading: 'Information only',
        paragraphs: [
          'The content of this website is for information only and does not constitute legal, ' +
            'financial or tax advice. For decisions about a specific project, contact us or seek ' +
            'professional advice.',
          'Information on funding calls, deadlines and grant amounts may change without prior ' +
            'notice. The official call documents, such as those published on the official portal ' +
            'of the EU funds in Croatia, always prevail.',
        ],
      },
      {
        heading: 'Free tools',
        paragraphs: [
          'The free tools on this website, such as the funding check, provide indicative ' +
            'estimates based on the data you enter and publicly available information on funding ' +
            'calls. The results do not guarantee the eligibility of a project or the approval of ' +
            'any grant.',
          'Funding decisions are always made by the competent authorities in line with the ' +
            'conditions of the individual call.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'Texts, graphics, logos and other content on this website are protected by copyright ' +
            'and belong to the company or its licensors. You may view the content and share ' +
            'links to it, but you may not copy, modify or use it for commercial purposes without ' +
            'our written permission.',
        ],
      },
      {
        heading: 'Limitation of liability and applicable law',
        paragraphs: [
          'We strive to keep the information on this website accurate and up to date, but we ' +
            'are not liable for damage arising from reliance on it, except in cases of intent or ' +
            'gross negligence. Nor are we responsible for the content of external websites we ' +
            'link to.',
          'These terms are governed by the law of the Republic of Croatia. The competent court ' +
            'in Osijek has jurisdiction over all disputes.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    summary:
      'This policy explains which cookies and similar technologies this website uses and how you ' +
      'can manage them. This text is a template that the company’s legal adviser must review ' +
      'before publication.',
    updated: 'November 22, 2026',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser to remember ' +
            'certain information between visits. They may be necessary for the website to work ' +
            'or serve other purposes, such as analytics and advertising.',
        ],
      },
      {
        heading: 'Which cookies we use',
        paragraphs: [
          'We use only strictly necessary cookies, which do not require your consent. The ' +
            'site-locale cookie remembers the language you chose in the language switcher and is ' +
            'valid for one year.',
          'The payload-token cookie is used only for signed-in content managers: it keeps ' +
            'their session, cannot be accessed by scripts on the page (HttpOnly) and expires ' +
            'after two hours.',
        ],
      },
      {
        heading: 'No tracking cookies',
        paragraphs: [
          'We do not use advertising or tracking cookies, and there are no third-party ' +
            'analytics tools on this website.',
          'Besides the cookie, the chosen language is also kept in your browser’s local ' +
            'storage (localStorage), so that the website is shown in the same language on your ' +
            'next visit.',
        ],
      },
      {
        heading: 'How to delete or block cookies',
        paragraphs: [
          'You can delete cookies and local storage data at any time in your browser settings, ' +
            'where you can also block cookies from being stored. Instructions can be found in ' +
            'your browser’s help section.',
          'If you block necessary cookies, the website will still work, but it will not ' +
            'remember your chosen language, and content managers will not be able to sign in.',
        ],
      },
    ],
  },
}
