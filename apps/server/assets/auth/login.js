// Shows that the sign-in is in progress (it may be slowed down after failed attempts) and
// prevents a second submission while the first one is on its way.
(function () {
  var form = document.querySelector('[data-login-form]');
  if (!form) return;
  var submitted = false;
  form.addEventListener('submit', function (event) {
    if (submitted) {
      event.preventDefault();
      return;
    }
    submitted = true;
    var button = form.querySelector('button[type="submit"]');
    if (!button) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = button.getAttribute('data-busy-label') || button.textContent;
  });
})();
