import { Outlet } from "react-router";
import { ChatLoader } from "~/components/embeds/chat-loader";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLoader />
    </>
  );
}
