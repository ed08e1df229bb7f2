import type { ServicesCopy } from '@/features/services'

export const services: ServicesCopy = {
  primaryCta: 'Kostenlose Beratung',
  pages: {
    consultancy: {
      metaTitle: 'Unternehmensberatung für kleine und mittlere Unternehmen',
      metaDescription:
        'Unternehmensanalyse, Strategieplanung, Prozessorganisation und Investitionen, die sich ' +
        'mit Fördermitteln finanzieren lassen. Erste Ergebnisse innerhalb von 30 Tagen.',
      eyebrow: 'Strategie, Organisation und Wachstum',
      lead:
        'Wir helfen Inhabern und Geschäftsführungen, Entscheidungen auf Basis von Zahlen zu ' +
        'treffen: von der Unternehmensanalyse und Strategieplanung bis zur Neuordnung von ' +
        'Prozessen und zur Vorbereitung förderfähiger Investitionen.',
      secondaryCta: 'Unternehmensanalyse anfragen',
      results: {
        title: 'Ergebnisse, die wir messen',
        intro:
          'Wir bewerten unsere Beratung danach, was sie Ihrem Unternehmen bringt, nicht nach ' +
          'den aufgewendeten Stunden.',
        items: [
          {
            value: '1:40',
            label: 'Rendite auf jeden Euro',
            text: 'Für jeden Euro, den sie in die Projektvorbereitung investieren, erhalten unsere Kunden bis zu 40 Euro Fördermittel.',
          },
          {
            value: '10x',
            label: 'Return on Investment (ROI)',
            text: 'Die Einsparungen und Zuschüsse, die wir gemeinsam erzielen, betragen das Zehnfache der Beratungskosten.',
          },
          {
            value: '30 Tage',
            label: 'bis zu den ersten Ergebnissen',
            text: 'Maßnahmenplan, passende Ausschreibungen und die Liste der nötigen Unterlagen liegen innerhalb eines Monats vor.',
          },
        ],
      },
      offers: {
        title: 'Was die Unternehmensberatung umfasst',
        intro:
          'Sechs Leistungen, die wir je nach Entwicklungsphase und Zielen Ihres Unternehmens ' +
          'kombinieren.',
        items: [
          {
            title: 'Unternehmensanalyse',
            text:
              'Wir prüfen Jahresabschlüsse, Prozesse und Marktposition und zeigen Ihnen in einem ' +
              'klaren Bericht, wo Sie Geld verlieren und wo Wachstum möglich ist.',
          },
          {
            title: 'Strategieplan',
            text:
              'Wir legen Ziele für drei bis fünf Jahre fest, übersetzen sie in messbare ' +
              'Kennzahlen und verknüpfen sie mit Budget und Finanzierungsquellen.',
          },
          {
            title: 'Organisation und Prozesse',
            text:
              'Wir beschreiben die Kernprozesse, beseitigen Engpässe und klären ' +
              'Verantwortlichkeiten, damit das Unternehmen wächst, ohne den Inhaber zu überlasten.',
          },
          {
            title: 'Investitionsvorbereitung',
            text:
              'Wir bewerten, ob sich Investitionen in Anlagen, Räume oder Digitalisierung lohnen, ' +
              'und prüfen, ob ein Teil der Kosten aus EU-Fonds finanziert werden kann.',
          },
          {
            title: 'Digitale Transformation',
            text:
              'Wir helfen bei der Auswahl von ERP-, CRM- und anderen Systemen, planen die ' +
              'Einführung und reichen das Digitalisierungsprojekt bei der passenden Ausschreibung ein.',
          },
          {
            title: 'Umsetzungsbegleitung',
            text:
              'In regelmäßigen Terminen mit der Geschäftsführung verfolgen wir den Plan, messen ' +
              'Fortschritte und passen Maßnahmen an, wenn sich die Lage ändert.',
          },
        ],
      },
      cta: {
        title: 'Sprechen wir über Ihre Ziele',
        text:
          'In einer kostenlosen 30-minütigen Beratung lernen wir Ihr Unternehmen kennen und ' +
          'schlagen die ersten Schritte vor.',
        button: 'Beratungstermin vereinbaren',
      },
    },
    'eu-business-plans': {
      metaTitle: 'Businesspläne für EU-Projekte',
      metaDescription:
        'Businesspläne, Machbarkeitsstudien und Finanzprognosen für EU-Förderanträge. ' +
        'Erfolgsquote 96\u00a0%, über 100 Projekte und mehr als 50 Millionen Euro Fördermittel.',
      eyebrow: 'Unterlagen, die die Bewertung bestehen',
      lead:
        'Wir erstellen Businesspläne und Machbarkeitsstudien für EU-Förderanträge, abgestimmt ' +
        'auf die Leitfäden für Antragsteller und die Bewertungskriterien. Anträge mit unseren ' +
        'Businessplänen haben eine Erfolgsquote von 96\u00a0%.',
      secondaryCta: 'Angebot für einen Businessplan anfragen',
      stats: {
        title: 'Unsere Ergebnisse in Zahlen',
        intro: 'Zahlen aus den Projekten, die wir seit der Gründung für Kunden vorbereitet haben.',
        items: [
          { value: '96%', label: 'Erfolgsquote' },
          { value: '100+', label: 'vorbereitete Projekte' },
          { value: '€50M+', label: 'bewilligte Fördermittel' },
        ],
      },
      offers: {
        title: 'Was Sie erhalten',
        intro:
          'Wir schreiben den Businessplan für die Gutachter, aber auch für Sie: als Werkzeug für ' +
          'die Umsetzung nach Vertragsunterzeichnung.',
        items: [
          {
            title: 'Plan nach Vorlage der Ausschreibung',
            text:
              'Wir erstellen den Plan genau nach Formular und Anleitung der ' +
              'Ausschreibungsunterlagen und beantworten jedes Bewertungskriterium.',
          },
          {
            title: 'Finanzprognosen',
            text:
              'Umsatz-, Kosten- und Liquiditätsprognosen für die Umsetzungs- und Bindungsfrist, ' +
              'abgestimmt auf Ihre Jahresabschlüsse.',
          },
          {
            title: 'Marktanalyse',
            text:
              'Daten zu Markt, Kunden und Wettbewerb erheben wir aus amtlichen Quellen und machen ' +
              'daraus eine überzeugende Begründung der Nachfrage.',
          },
          {
            title: 'Machbarkeitsstudie',
            text:
              'Für größere Investitionen erstellen wir eine Machbarkeitsstudie und eine ' +
              'Kosten-Nutzen-Analyse nach der Methodik der Europäischen Kommission.',
          },
          {
            title: 'Projektbudget',
            text:
              'Wir trennen förderfähige von nicht förderfähigen Kosten und prüfen Förderquote ' +
              'und Beihilferegeln.',
          },
          {
            title: 'Indikatoren und Zeitplan',
            text:
              'Wir definieren messbare Indikatoren, einen Zeitplan der Aktivitäten und die ' +
              'Risiken, damit das Projekt nach der Bewilligung umsetzbar ist.',
          },
        ],
      },
      cta: {
        title: 'Projekt und Ausschreibung in Sicht?',
        text:
          'Senden Sie uns eine kurze Beschreibung der Investition und die Antragsfrist. Wir ' +
          'nennen Ihnen Umfang und Zeitbedarf für den Plan.',
        button: 'Anfrage senden',
      },
    },
    'financial-advisory': {
      metaTitle: 'Finanzberatung und Projektfinanzierung',
      metaDescription:
        'Finanzanalyse, Liquiditätsplanung, Kredite und Bürgschaften sowie die ' +
        'Finanzierungsstruktur von Projekten, die mit Fördermitteln kofinanziert werden.',
      eyebrow: 'Finanzen im Griff',
      lead:
        'Wir helfen Ihnen, die Liquidität zu planen, die passende Finanzierungsquelle zu wählen ' +
        'und sich auf Gespräche mit Bank oder Investor vorzubereiten, damit bei einem ' +
        'geförderten Projekt auch der Eigenanteil gesichert ist.',
      secondaryCta: 'Finanzanalyse anfragen',
      offers: {
        title: 'Finanzdienstleistungen',
        intro: 'Von der Budgetplanung bis zur geschlossenen Finanzierung Ihres Projekts.',
        items: [
          {
            title: 'Finanzanalyse',
            text:
              'Wir analysieren Bilanz, Gewinn- und Verlustrechnung und Cashflow und zeigen ' +
              'Liquidität, Verschuldung und Rentabilität im Branchenvergleich.',
          },
          {
            title: 'Liquiditätsplan',
            text:
              'Wir erstellen einen monatlichen Liquiditätsplan mit Vorschüssen, Erstattungen aus ' +
              'Förderprojekten und saisonalen Schwankungen.',
          },
          {
            title: 'Finanzierungsstruktur des Projekts',
            text:
              'Wir kombinieren Zuschüsse, Eigenkapital und Kredite so, dass das Projekt vom Start ' +
              'bis zum letzten Auszahlungsantrag finanziert ist.',
          },
          {
            title: 'Kredite und Bürgschaften',
            text:
              'Wir bereiten die Unterlagen für Bankkredite sowie für Darlehen und Bürgschaften ' +
              'von HAMAG-BICRO und HBOR vor und vergleichen Konditionen und Kosten.',
          },
          {
            title: 'Investitionsrechnung',
            text:
              'Wir berechnen Kapitalwert, internen Zinsfuß und Amortisationsdauer, damit Sie über ' +
              'eine Investition auf Basis von Zahlen entscheiden.',
          },
          {
            title: 'Management-Reporting',
            text:
              'Wir richten monatliche Berichte und Kennzahlen für die Geschäftsführung ein, ohne ' +
              'komplizierte Werkzeuge und ohne zusätzliche Stellen.',
          },
        ],
      },
      cta: {
        title: 'Prüfen wir Ihre Zahlen',
        text:
          'Bringen Sie Ihre letzten Jahresabschlüsse zur kostenlosen Beratung mit und erhalten ' +
          'Sie eine erste Einschätzung der finanziellen Lage Ihres Unternehmens.',
        button: 'Termin vereinbaren',
      },
    },
    'eu-funding': {
      metaTitle: 'EU-Fördermittel und Zuschüsse für Unternehmen',
      metaDescription:
        'Beobachtung von Ausschreibungen, Prüfung der Förderfähigkeit, Antragstellung und ' +
        'Projektumsetzung mit NPOO, Wettbewerbsfähigkeit und Kohäsion, ländlicher Entwicklung, ' +
        'HAMAG-BICRO, Horizont Europa und LIFE.',
      eyebrow: 'Von der Idee bis zum unterschriebenen Vertrag',
      lead:
        'Wir beobachten Ausschreibungen der EU-Fonds und nationaler Programme, prüfen die ' +
        'Förderfähigkeit Ihres Unternehmens und Projekts, übernehmen den gesamten Antrag und ' +
        'begleiten nach der Bewilligung auch die Umsetzung.',
      secondaryCta: 'Förderfähigkeit prüfen lassen',
      offers: {
        title: 'Wie wir Sie unterstützen',
        intro: 'Der ganze Weg zum Zuschuss mit einem Team.',
        items: [
          {
            title: 'Beobachtung von Ausschreibungen',
            text:
              'Wir verfolgen täglich neue Ausschreibungen und melden uns, sobald eine öffnet, die ' +
              'zu Ihrer Tätigkeit und Ihren Plänen passt.',
          },
          {
            title: 'Prüfung der Förderfähigkeit',
            text:
              'Vor dem Antrag prüfen wir Antragsvoraussetzungen, förderfähige Kosten und ' +
              'Beihilferegeln, damit Sie keine Zeit in ein aussichtsloses Projekt investieren.',
          },
          {
            title: 'Antragsvorbereitung',
            text:
              'Wir füllen das Antragsformular aus, beschaffen die Pflichtunterlagen und bereiten ' +
              'alle Anlagen im geforderten Format und fristgerecht vor.',
          },
          {
            title: 'Kontakt mit den Behörden',
            text:
              'Wir beantworten Rückfragen und Nachforderungen, die zwischengeschaltete Stellen ' +
              'und Agenturen im Bewilligungsverfahren stellen.',
          },
          {
            title: 'Vergabeverfahren',
            text:
              'Wir bereiten die Unterlagen für die Vergaben vor, die private Zuwendungsempfänger ' +
              'durchführen müssen, damit alle Projektkosten förderfähig bleiben.',
          },
          {
            title: 'Umsetzung und Berichte',
            text:
              'Wir erstellen Auszahlungsanträge, Fortschrittsberichte und Unterlagen für ' +
              'Vor-Ort-Kontrollen bis zum Ende der Zweckbindungsfrist.',
          },
        ],
      },
      steps: {
        title: 'So arbeiten wir',
        intro: 'Vier Schritte vom ersten Gespräch bis zur Auszahlung der Fördermittel.',
        items: [
          {
            title: 'Kostenlose Beratung',
            text:
              'In einem 30-minütigen Gespräch lernen wir Ihr Projekt kennen und prüfen ' +
              'Tätigkeitscode (NKD), Unternehmensgröße und geplante Investition.',
          },
          {
            title: 'Auswahl der Ausschreibung',
            text:
              'Wir schlagen passende Ausschreibungen vor, schätzen die Förderhöhe und vereinbaren ' +
              'einen Zeitplan für die Vorbereitung.',
          },
          {
            title: 'Antrag',
            text:
              'Wir erstellen Businessplan, Budget und Antragsformular, beschaffen die Unterlagen ' +
              'und reichen den Antrag vor Fristende ein.',
          },
          {
            title: 'Umsetzung',
            text:
              'Nach dem Förderbescheid unterstützen wir bei Vertrag, Vergaben und ' +
              'Auszahlungsanträgen bis zur letzten Zahlung.',
          },
        ],
      },
      programmes: {
        title: 'Programme, mit denen wir arbeiten',
        intro:
          'Die wichtigsten Quellen für Zuschüsse an Unternehmen und Organisationen in Kroatien.',
        items: [
          {
            name: 'NPOO – Nationaler Aufbau- und Resilienzplan',
            scope: 'EU · 2021–2026',
            text:
              'Kroatiens Plan für den grünen und digitalen Wandel der Wirtschaft, finanziert aus ' +
              'der Aufbau- und Resilienzfazilität der EU. Die Investitionen sind an die Frist ' +
              'August 2026 gebunden; wir helfen, Projekte abzuschließen und Ziele nachzuweisen.',
          },
          {
            name: 'Programm Wettbewerbsfähigkeit und Kohäsion 2021–2027',
            scope: 'EFRE und Kohäsionsfonds',
            text:
              'Kroatiens wichtigstes Programm der Kohäsionspolitik: Forschung und Innovation, ' +
              'Wettbewerbsfähigkeit und Digitalisierung von KMU, Energieeffizienz und ' +
              'erneuerbare Energien.',
          },
          {
            name: 'GAP-Strategieplan 2023–2027',
            scope: 'ELER · ländliche Entwicklung',
            text:
              'Förderung der ländlichen Entwicklung für landwirtschaftliche Betriebe, die ' +
              'Verarbeitung von Agrarerzeugnissen, Junglandwirte und nichtlandwirtschaftliche ' +
              'Tätigkeiten im ländlichen Raum. Die Ausschreibungen führt die kroatische ' +
              'Zahlstelle für Landwirtschaft, Fischerei und ländliche Entwicklung durch.',
          },
          {
            name: 'Programme von HAMAG-BICRO',
            scope: 'Nationale Programme und EU-Mittel',
            text:
              'Die kroatische Agentur für KMU, Innovationen und Investitionen bietet Mikro- und ' +
              'Kleindarlehen, Bürgschaften für Bankkredite und Zuschüsse für die Entwicklung von ' +
              'Innovationen.',
          },
          {
            name: 'Horizont Europa (Horizon Europe)',
            scope: 'EU · 2021–2027',
            text:
              'Das Rahmenprogramm der EU für Forschung und Innovation mit einem Budget von rund ' +
              '95,5 Milliarden Euro. Für innovative KMU bietet der EIC Accelerator Zuschüsse von ' +
              'bis zu 2,5 Millionen Euro.',
          },
          {
            name: 'Programm LIFE',
            scope: 'EU · 2021–2027',
            text:
              'Das Programm der EU für Umwelt- und Klimapolitik mit einem Budget von rund 5,4 ' +
              'Milliarden Euro. Es fördert Naturschutz, Kreislaufwirtschaft, Anpassung an den ' +
              'Klimawandel und die Energiewende.',
          },
        ],
      },
      cta: {
        title: 'Finden Sie heraus, welche Ausschreibungen passen',
        text:
          'In einer kostenlosen Beratung prüfen wir die Förderfähigkeit Ihres Projekts und ' +
          'schlagen offene oder angekündigte Ausschreibungen vor.',
        button: 'Prüfung anfragen',
      },
    },
    'entrepreneur-consulting': {
      metaTitle: 'Beratung für Unternehmer und Gründer',
      metaDescription:
        'Von der Idee und Anmeldung bis zu den ersten Mitarbeitern: Gründungszuschüsse, ' +
        'Geschäftsmodell, Vertrieb und Mentoring für Selbstständige, Start-ups und ' +
        'Kleinunternehmen.',
      eyebrow: 'Für Selbstständige, Start-ups und Kleinunternehmen',
      lead:
        'Wir begleiten Unternehmer von der Idee und Anmeldung bis zu den ersten Mitarbeitern ' +
        'und dem ersten Zuschuss, mit praktischen Ratschlägen, die Sie sofort umsetzen können.',
      secondaryCta: 'Mit einem Berater sprechen',
      offers: {
        title: 'Unterstützung in jeder Phase',
        intro: 'Beratung, zugeschnitten auf Größe und Branche Ihres Unternehmens.',
        items: [
          {
            title: 'Von der Idee zur Anmeldung',
            text:
              'Wir helfen bei der Wahl der Rechtsform (Einzelunternehmen, j.d.o.o. oder d.o.o.), ' +
              'der Besteuerung und den Anmeldeschritten und schätzen die Kosten des ersten Jahres.',
          },
          {
            title: 'Gründungszuschüsse',
            text:
              'Wir prüfen Zuschüsse zur Selbstständigkeit des kroatischen Arbeitsamts, lokale ' +
              'Förderungen und Mikrodarlehen und bereiten die Anträge vor.',
          },
          {
            title: 'Geschäftsmodell und Preise',
            text:
              'Wir schärfen Angebot, Zielkunden und Preiskalkulation, damit jedes Produkt und ' +
              'jede Leistung die Kosten deckt und eine Marge erzielt.',
          },
          {
            title: 'Vertrieb und Marketing',
            text:
              'Wir erstellen einen einfachen Vertriebs- und Online-Marketingplan mit Budget und ' +
              'messbaren Zielen für die ersten sechs Monate.',
          },
          {
            title: 'Personal und Organisation',
            text:
              'Wir beraten zu den ersten Mitarbeitern, Verträgen, Einstellungszuschüssen und zur ' +
              'Arbeitsteilung, damit der Inhaber Zeit für die Entwicklung hat.',
          },
          {
            title: 'Mentoring',
            text:
              'In regelmäßigen monatlichen Terminen verfolgt ein Berater Ihre Zahlen, stellt die ' +
              'richtigen Fragen und hilft Ihnen bei der nächsten Entscheidung.',
          },
        ],
      },
      cta: {
        title: 'Sie gründen oder bauen Ihr Unternehmen aus?',
        text:
          'Beschreiben Sie uns, wo Sie stehen. In einer kostenlosen Beratung erhalten Sie eine ' +
          'Liste der ersten Schritte und der Förderungen, die Ihnen offenstehen.',
        button: 'Kontakt aufnehmen',
      },
    },
    'grant-business-plans': {
      metaTitle: 'Businesspläne für nationale und lokale Förderungen',
      metaDescription:
        'Businesspläne für Förderungen von Ministerien, dem kroatischen Arbeitsamt, Gespanschaften ' +
        'und Städten sowie für Darlehen und Bürgschaften von HAMAG-BICRO und HBOR.',
      eyebrow: 'Nationale, regionale und lokale Förderungen',
      lead:
        'Wir schreiben Businesspläne für Förderungen von Ministerien, dem kroatischen ' +
        'Arbeitsamt, Gespanschaften und Städten sowie für Darlehen von HAMAG-BICRO, in der Form, ' +
        'die der Fördergeber verlangt, und in der Frist, die die Ausschreibung vorgibt.',
      secondaryCta: 'Angebot anfragen',
      offers: {
        title: 'Pläne für jede Art von Förderung',
        intro: 'Jeder Fördergeber hat eigene Regeln, und Ihr Plan muss jede davon erfüllen.',
        items: [
          {
            title: 'Zuschüsse zur Selbstständigkeit',
            text:
              'Ein Businessplan für den Zuschuss des kroatischen Arbeitsamts mit Kosten, Umsätzen ' +
              'und einer Berechnung der Tragfähigkeit.',
          },
          {
            title: 'Förderungen von Gespanschaften und Städten',
            text:
              'Anträge auf Förderungen der lokalen und regionalen Selbstverwaltung für Ausstattung, ' +
              'Zertifizierungen, Messen und Neueinstellungen.',
          },
          {
            title: 'Förderungen in der Landwirtschaft',
            text:
              'Businesspläne für Junglandwirte und die Entwicklung kleiner landwirtschaftlicher ' +
              'Betriebe nach den Regeln des GAP-Strategieplans.',
          },
          {
            title: 'Darlehen und Bürgschaften',
            text:
              'Businesspläne für Darlehen und Bürgschaften von HAMAG-BICRO und HBOR sowie für ' +
              'geförderte Bankkredite.',
          },
          {
            title: 'Innovationsförderung',
            text:
              'Pläne für die Entwicklung neuer Produkte und Leistungen mit klarer Beschreibung der ' +
              'Innovation, des Marktpotenzials und der Vermarktung.',
          },
          {
            title: 'Prüfung eines bestehenden Plans',
            text:
              'Wir prüfen einen bereits geschriebenen Plan, gleichen ihn mit den Kriterien der ' +
              'Ausschreibung ab und schlagen vor der Einreichung konkrete Änderungen vor.',
          },
        ],
      },
      cta: {
        title: 'Sie brauchen einen Businessplan zum Stichtag?',
        text:
          'Nennen Sie uns die Ausschreibung und die Einreichungsfrist. Wir sagen Ihnen, was nötig ' +
          'ist und wie lange die Erstellung dauert.',
        button: 'Anfrage senden',
      },
    },
  },
}
