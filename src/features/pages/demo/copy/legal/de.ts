import { retentionPeriod } from './retention'
import type { LegalDocuments } from './types'

const months = retentionPeriod('de')

export const legal: LegalDocuments = {
  privacy: {
    title: 'Datenschutzerklärung',
    summary:
      'Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten wir über diese ' +
      'Website erheben, warum wir sie verarbeiten und welche Rechte Sie haben. Dieser Text ist ' +
      'eine Vorlage, die der Rechtsberater des Unternehmens vor der Veröffentlichung prüfen muss.',
    updated: '27. November 2026',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlicher für die über diese Website erhobenen personenbezogenen Daten ist ' +
            'das in der Fußzeile der Website genannte Unternehmen mit Sitz in Osijek. Wir ' +
            'verarbeiten personenbezogene Daten gemäß der Datenschutz-Grundverordnung ' +
            '(Verordnung (EU) 2016/679) und dem kroatischen Gesetz zur Durchführung der ' +
            'Datenschutz-Grundverordnung.',
          'Bei Fragen zur Verarbeitung Ihrer personenbezogenen Daten erreichen Sie uns unter ' +
            'der in der Fußzeile angegebenen E-Mail-Adresse.',
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        paragraphs: [
          'Wenn Sie uns über das Kontaktformular eine Anfrage senden, verarbeiten wir Ihren ' +
            'Namen, Ihre E-Mail-Adresse, den Namen Ihres Unternehmens und den Inhalt Ihrer ' +
            'Nachricht. Für den Newsletter erheben wir Ihren Namen und Ihre E-Mail-Adresse; Ihre ' +
            'Anmeldung bestätigen Sie über den Link in der Nachricht, die wir Ihnen senden ' +
            '(Double-Opt-in).',
          'Beim Fördermittel-Check verwenden wir den Tätigkeitscode (NKD) ausschließlich für ' +
            'die Suche nach Förderausschreibungen, die persönliche Identifikationsnummer (OIB) ' +
            'wird nicht gespeichert. Unser Server protokolliert bei jedem Besuch automatisch ' +
            'technische Daten wie IP-Adresse, Zugriffszeit, aufgerufene Seite und Browsertyp.',
        ],
      },
      {
        heading: 'Zwecke und Rechtsgrundlagen',
        paragraphs: [
          'Die Daten aus Anfragen verarbeiten wir, um Ihnen zu antworten und ein Angebot zu ' +
            'erstellen, auf Grundlage vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 ' +
            'lit. b DSGVO) und unseres berechtigten Interesses an der Beantwortung ' +
            'geschäftlicher Anfragen (lit. f).',
          'Den Newsletter versenden wir auf Grundlage Ihrer Einwilligung (lit. a), die Sie ' +
            'jederzeit über den Abmeldelink in jeder Nachricht widerrufen können. Server-Logs ' +
            'verarbeiten wir auf Grundlage unseres berechtigten Interesses an der Sicherheit und ' +
            'dem ordnungsgemäßen Betrieb der Website (lit. f).',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          'Anfragen (Kontaktformular, Fragen zu einer Ausschreibung, Beratungsbuchungen, ' +
            'Bewerbungen und Anfragen nach Materialien) speichern wir, solange wir mit Ihnen ' +
            `zusammenarbeiten. Eine Anfrage ohne Aktivität wird nach ${months} automatisch ` +
            'anonymisiert, wenn in dieser Zeit nichts mehr mit ihr geschehen ist (keine Antwort, ' +
            'kein Termin, keine andere Änderung). Dabei werden Name, E-Mail-Adresse, Unternehmen, ' +
            'Nachricht, Notizen und ein beigefügter Lebenslauf entfernt, mit der Anfrage auch die ' +
            'persönlichen Angaben ihrer Buchung; es bleibt nur ein anonymer Eintrag für die ' +
            'Statistik des Unternehmens.',
          'Newsletter-Daten speichern wir bis zu Ihrer Abmeldung, Server-Logs 30 Tage; danach ' +
            'werden sie automatisch gelöscht.',
        ],
      },
      {
        heading: 'Benachrichtigungen zu Ausschreibungen',
        paragraphs: [
          'Wenn Sie Benachrichtigungen zu Förderausschreibungen abonnieren, speichern wir nur ' +
            'Ihre E-Mail-Adresse, die gewählten Filter (Tätigkeitscodes, Gespanschaft, ' +
            'Unternehmensgröße, Programm, Mindestbetrag, Häufigkeit und Sprache der E-Mails) bzw. ' +
            'die verfolgte Ausschreibung, den Zeitpunkt Ihrer Einwilligung und die Fassung des ' +
            'Einwilligungstextes sowie den Verlauf der gesendeten Benachrichtigungen (welche ' +
            'Ausschreibung, wann und ob Sie sie als nicht relevant markiert haben). Eine ' +
            'Benachrichtigung, die Sie angemeldet für die Adresse Ihres Kontos einrichten, wird ' +
            'Ihrem Konto zugeordnet.',
          'Benachrichtigungen versenden wir auf Grundlage Ihrer Einwilligung (lit. a). Solange ' +
            'Sie Ihre Adresse nicht über den Link in unserer ersten E-Mail bestätigt haben, sendet ' +
            'die Benachrichtigung nichts außer dieser einen Bestätigungs-E-Mail; eine nicht ' +
            'innerhalb von 30 Tagen bestätigte Benachrichtigung wird gelöscht. Eine bestätigte ' +
            'Benachrichtigung besteht, bis Sie sie löschen: Jede E-Mail enthält einen Link zum ' +
            'Ändern, Pausieren oder Löschen, und mit dem Löschen wird auch ihr Versandverlauf ' +
            'sofort gelöscht.',
        ],
      },
      {
        heading: 'Buchung einer Beratung',
        paragraphs: [
          'Wenn Sie eine Beratung buchen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, ' +
            'Telefonnummer, Ihr Unternehmen und das Thema, das Sie beschreiben, die ' +
            'Ausschreibung oder den Tätigkeitscode, von dem Sie kamen, den gebuchten Termin und ' +
            'den zugeteilten Berater sowie, ob das Gespräch stattgefunden hat. Wir verwenden sie, ' +
            'um das Gespräch zu führen und Ihnen die Bestätigung mit der Kalendereinladung, eine ' +
            'Erinnerung am Vortag und jede Änderung zu senden; die Buchung wird mit Ihrer ' +
            'Anfrage aufbewahrt, für die vorvertraglichen Schritte, um die Sie bitten (lit. b).',
          'Über den Link in unserer E-Mail können Sie den Termin bis zu seinem Beginn jederzeit ' +
            'verschieben oder stornieren. Eine Buchung wird mit ihrer Anfrage aufbewahrt und ' +
            `zusammen mit ihr anonymisiert (nach ${months} ohne Aktivität).`,
        ],
      },
      {
        heading: 'Empfänger',
        paragraphs: [
          'Ihre Daten können von unseren Hosting- und E-Mail-Dienstleistern verarbeitet ' +
            'werden, ausschließlich als Auftragsverarbeiter nach unseren Weisungen und auf ' +
            'Grundlage eines Auftragsverarbeitungsvertrags.',
          'Wir verkaufen keine personenbezogenen Daten und geben sie nicht zu Werbezwecken an ' +
            'Dritte weiter.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf ' +
            'Einschränkung der Verarbeitung und auf Datenübertragbarkeit sowie das Recht, der ' +
            'Verarbeitung zu widersprechen. Eine erteilte Einwilligung können Sie jederzeit ' +
            'widerrufen; die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt ' +
            'davon unberührt.',
          'Auf Anfrage finden wir alles, was zu Ihrer E-Mail-Adresse gespeichert ist (Anfragen, ' +
            'Buchungen, Abonnements, Benachrichtigungen zu Ausschreibungen, Ihr Konto und ' +
            'E-Mails), senden es Ihnen als Datei und löschen oder anonymisieren es. Jede solche ' +
            'Anfrage protokollieren wir (wer sie bearbeitet hat und wann), ohne die Adresse selbst.',
          'Ihre Anfrage können Sie an die in der Fußzeile angegebene E-Mail-Adresse senden; ' +
            'wir antworten spätestens innerhalb eines Monats. Wenn Sie der Ansicht sind, dass ' +
            'Ihre Daten rechtswidrig verarbeitet werden, können Sie sich bei der kroatischen ' +
            'Datenschutzbehörde (Agencija za zaštitu osobnih podataka, AZOP) beschweren.',
        ],
      },
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    summary:
      'Diese Bedingungen regeln die Nutzung dieser Website und der darauf verfügbaren ' +
      'kostenlosen Tools. Dieser Text ist eine Vorlage, die der Rechtsberater des Unternehmens ' +
      'vor der Veröffentlichung prüfen muss.',
    updated: '22. November 2026',
    sections: [
      {
        heading: 'Über die Website',
        paragraphs: [
          'Diese Website wird von dem in der Fußzeile genannten Unternehmen mit Sitz in Osijek ' +
            'betrieben, das Unternehmen bei der Vorbereitung von Projekten und Anträgen auf EU- ' +
            'und nationale Fördermittel unterstützt. Mit der Nutzung der Website akzeptieren Sie ' +
            'diese Bedingungen.',
          'Wenn Sie mit diesen Bedingungen nicht einverstanden sind, nutzen Sie die Website ' +
            'bitte nicht.',
        ],
      },
      {
        heading: 'Nur zur Information',
        paragraphs: [
          'Die Inhalte dieser Website dienen ausschließlich der Information und stellen keine ' +
            'Rechts-, Finanz- oder Steuerberatung dar. Für Entscheidungen zu einem konkreten ' +
            'Projekt wenden Sie sich an uns oder lassen Sie sich fachkundig beraten.',
          'Angaben zu Förderausschreibungen, Fristen und Förderbeträgen können sich ohne ' +
            'vorherige Ankündigung ändern. Maßgeblich sind stets die offiziellen ' +
            'Ausschreibungsunterlagen, etwa auf dem offiziellen Portal der EU-Fonds in Kroatien.',
        ],
      },
      {
        heading: 'Kostenlose Tools',
        paragraphs: [
          'Die kostenlosen Tools auf dieser Website, etwa der Fördermittel-Check, liefern ' +
            'unverbindliche Schätzungen auf Grundlage Ihrer Eingaben und öffentlich verfügbarer ' +
            'Informationen zu Ausschreibungen. Die Ergebnisse garantieren weder die ' +
            'Förderfähigkeit eines Projekts noch die Bewilligung von Fördermitteln.',
          'Über die Vergabe von Fördermitteln entscheiden in jedem Fall die zuständigen ' +
            'Behörden nach den Bedingungen der jeweiligen Ausschreibung.',
        ],
      },
      {
        heading: 'Geistiges Eigentum',
        paragraphs: [
          'Texte, Grafiken, Logos und sonstige Inhalte dieser Website sind urheberrechtlich ' +
            'geschützt und gehören dem Unternehmen oder seinen Lizenzgebern. Sie dürfen die ' +
            'Inhalte ansehen und Links darauf teilen, sie jedoch ohne unsere schriftliche ' +
            'Zustimmung nicht vervielfältigen, verändern oder gewerblich nutzen.',
        ],
      },
      {
        heading: 'Haftungsbeschränkung und anwendbares Recht',
        paragraphs: [
          'Wir bemühen uns, die Angaben auf dieser Website richtig und aktuell zu halten, ' +
            'haften jedoch nicht für Schäden, die aus dem Vertrauen darauf entstehen, außer bei ' +
            'Vorsatz oder grober Fahrlässigkeit. Für die Inhalte externer Websites, auf die wir ' +
            'verlinken, übernehmen wir ebenfalls keine Haftung.',
          'Für diese Bedingungen gilt das Recht der Republik Kroatien. Gerichtsstand für alle ' +
            'Streitigkeiten ist das sachlich zuständige Gericht in Osijek.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    summary:
      'Diese Richtlinie erläutert, welche Cookies und ähnlichen Technologien diese Website ' +
      'verwendet und wie Sie sie verwalten können. Dieser Text ist eine Vorlage, die der ' +
      'Rechtsberater des Unternehmens vor der Veröffentlichung prüfen muss.',
    updated: '22. November 2026',
    sections: [
      {
        heading: 'Was Cookies sind',
        paragraphs: [
          'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert, um ' +
            'bestimmte Informationen zwischen Besuchen zu behalten. Sie können für den Betrieb ' +
            'der Website notwendig sein oder anderen Zwecken dienen, etwa der Analyse und ' +
            'Werbung.',
        ],
      },
      {
        heading: 'Welche Cookies wir verwenden',
        paragraphs: [
          'Wir verwenden ausschließlich technisch notwendige Cookies, für die keine ' +
            'Einwilligung erforderlich ist. Das Cookie site-locale speichert die Sprache, die ' +
            'Sie im Sprachumschalter gewählt haben, und ist ein Jahr gültig.',
          'Das Cookie payload-token wird nur für angemeldete Redakteure verwendet: Es hält ' +
            'ihre Sitzung aufrecht, ist für Skripte auf der Seite nicht zugänglich (HttpOnly) ' +
            'und läuft nach zwei Stunden ab.',
        ],
      },
      {
        heading: 'Keine Tracking-Cookies',
        paragraphs: [
          'Wir verwenden keine Werbe- oder Tracking-Cookies, und auf dieser Website gibt es ' +
            'keine Analysedienste von Drittanbietern.',
          'Neben dem Cookie wird die gewählte Sprache auch im lokalen Speicher Ihres Browsers ' +
            '(localStorage) abgelegt, damit die Website beim nächsten Besuch in derselben ' +
            'Sprache angezeigt wird.',
        ],
      },
      {
        heading: 'Cookies löschen oder blockieren',
        paragraphs: [
          'Sie können Cookies und Daten im lokalen Speicher jederzeit in den Einstellungen ' +
            'Ihres Browsers löschen und dort auch das Speichern von Cookies blockieren. Eine ' +
            'Anleitung finden Sie in der Hilfe Ihres Browsers.',
          'Wenn Sie notwendige Cookies blockieren, funktioniert die Website weiterhin, merkt ' +
            'sich jedoch nicht die gewählte Sprache, und Redakteure können sich nicht anmelden.',
        ],
      },
    ],
  },
}
