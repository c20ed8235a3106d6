import { use } from "react";
import { Outlet } from "react-router";
import { DemoNotice } from "~/components/demo-notice";
import { ChatLoader } from "~/components/embeds/chat-loader";
import { LayoutFragmentsContext } from "~/components/layout-fragments";
import { SITE_FOOTER_CLASS, SiteFooter } from "~/components/site-footer";
import { SITE_HEADER_CLASS, SiteHeader } from "~/components/site-header";

export default function PublicLayout() {
  // A static page gets the header and footer the server rendered once (layout-fragments.server.tsx).
  const fragments = use(LayoutFragmentsContext);
  return (
    <>
      {fragments ? <header className={SITE_HEADER_CLASS} dangerouslySetInnerHTML={{ __html: fragments.header }} /> : <SiteHeader />}
      {/* Below the header: its menu opens at the header's foot (top-header), which stays the page's top. */}
      <DemoNotice />
      <main id="main">
        <Outlet />
      </main>
      {fragments ? <footer className={SITE_FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: fragments.footer }} /> : <SiteFooter />}
      <ChatLoader />
    </>
  );
}
