/** Leaves the portal for Slack's install page (a module of its own, so that tests can stand in). */
export function goToSlack(url: string) {
  window.location.assign(url);
}
