/** /listing/add-listing-success: the item was listed; Ok goes to the manage page. */
export function Success() {
  return (
    <section className="wizard-step wizard-success" aria-labelledby="success-title">
      <h2 id="success-title">Your item is listed!</h2>
      <p>Hirers can find and book it now.</p>
      <a className="hire-button hire-button-primary" href="/listing/manage-listing">
        Ok
      </a>
    </section>
  )
}
