// Confirms the sign-out on the user's behalf: the portal asked for it, so the provider's
// confirmation step should not need a click. The visible button stays as the fallback.
(function () {
  var button = document.querySelector('[data-logout-button]');
  var form = document.getElementById('op.logoutForm');
  if (!button || !form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit(button);
  else button.click();
})();
