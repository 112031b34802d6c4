// The Notifications page's push switch (docs/notifications.md): on a click,
// the browser asks the member's permission, subscribes this device with
// the server's VAPID key (the section's data-vapid-key) and the page posts
// the subscription, which the server keeps in the member's list of
// devices. The section's texts come from the server in the member's
// language.
const section = document.getElementById("push");
const status = document.getElementById("push-status");
const button = document.getElementById("push-on");
const form = document.getElementById("push-form");

// PushManager.subscribe takes the key as bytes.
function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function subscribe() {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(section.dataset.vapidKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  form.elements.endpoint.value = endpoint;
  form.elements.p256dh.value = keys.p256dh;
  form.elements.auth.value = keys.auth;
  form.submit();
}

async function show() {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    status.textContent = section.dataset.unsupported;
    return;
  }
  if (Notification.permission === "denied") {
    status.textContent = section.dataset.blocked;
    return;
  }
  const registration = await navigator.serviceWorker.ready;
  if (await registration.pushManager.getSubscription()) status.textContent = section.dataset.on;
  button.hidden = false;
}

if (section) {
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        status.textContent = section.dataset.blocked;
        return;
      }
      await subscribe();
    } catch (error) {
      console.warn("push subscription failed:", error);
      status.textContent = section.dataset.failed;
    } finally {
      button.disabled = false;
    }
  });
  show();
}
