/**
 * Navigation for code outside React (the request layer's 401 prompt). The router registers
 * itself at start; before that, or in tests, a full page load is the fallback.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
