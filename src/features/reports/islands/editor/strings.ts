/**
 * Dutch texts of the report editor island (ReportEditor.tsx; spec §2 /cp/user/{userId}/rapportage/{docId} and
 * /docent/user/{userId}/rapportage/{docId}). Staff and teachers read Dutch (docs/decisions/019). Client-safe.
 */
export const reportEditorTexts = {
  autosave: 'Je tekst wordt vanzelf opgeslagen terwijl je schrijft.',
  statusSaved: (time: string) => `Opgeslagen om ${time}`,
  statusSaving: 'Opslaan…',
  statusOffline: 'Niet opgeslagen: geen verbinding. Je tekst staat veilig op dit apparaat.',
  statusOfflineNoReload:
    'Niet opgeslagen: geen verbinding. Je tekst blijft in deze browser bewaard, maar deze pagina opent niet zonder verbinding. Open het rapport weer als er verbinding is; dan kun je je tekst terugzetten.',
  statusOfflineNotKept: 'Niet opgeslagen: geen verbinding. Sluit deze pagina niet tot er weer verbinding is.',
  statusFailed: 'Niet opgeslagen. Je tekst staat veilig op dit apparaat. We proberen het zo opnieuw.',
  statusFailedNotKept: 'Niet opgeslagen. Sluit deze pagina niet: we proberen het zo opnieuw.',
  statusRejected: 'Niet opgeslagen. Pas de tekst aan zoals de melding zegt.',
  statusStopped: 'Niet opgeslagen. Je tekst staat veilig op dit apparaat.',
  statusStoppedNotKept: 'Niet opgeslagen. Kopieer je tekst voordat je deze pagina sluit.',
  saveNow: 'Nu opslaan',

  conflict:
    'Iemand anders heeft dit rapport intussen opgeslagen, of het rapport is definitief gemaakt.',
  stopped: 'Je wijzigingen worden niet meer opgeslagen, maar staan veilig op dit apparaat. Laad de pagina opnieuw; daarna kun je je tekst terugzetten.',
  stoppedNotKept: 'Je wijzigingen worden niet meer opgeslagen, en dit apparaat kan ze niet bewaren. Kopieer je tekst en laad de pagina daarna opnieuw.',
  reload: 'Pagina opnieuw laden',
  rejectedTitle: 'Het rapport is niet opgeslagen.',

  blockNote: 'Dit onderdeel vult het platform in met de gegevens van de PAT. Je kunt het niet bewerken.',
  noText: 'Hier is (nog) niets geschreven.',

  restoreTitle: 'Niet-opgeslagen tekst gevonden',
  restoreText: (when: string) =>
    `Op dit apparaat staat tekst van dit rapport die nog niet is opgeslagen (bewaard op ${when}). Wil je die terugzetten?`,
  restoreStale: 'Let op: iemand heeft het rapport daarna nog opgeslagen. Terugzetten vervangt die tekst door de jouwe.',
  restore: 'Terugzetten',
  discard: 'Weggooien',
  later: 'Later beslissen',
  restoreLater: 'De niet-opgeslagen tekst blijft op dit apparaat staan. Je krijgt de vraag opnieuw als je de pagina weer opent.',
} as const;
