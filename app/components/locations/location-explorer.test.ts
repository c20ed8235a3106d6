import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { explorerStatus, filterLocations, LocationExplorer, selectedLocation, type ExplorerLocation } from "./location-explorer";

const town = (name: string, county: string): ExplorerLocation => ({
  id: name,
  name,
  slug: name.toLowerCase().replace(/ /g, "-"),
  county,
  population: null,
  historicalFact: null,
  highlights: [],
  href: `/locations/${name.toLowerCase().replace(/ /g, "-")}-nc`,
});
const towns = [town("Ahoskie", "Hertford County"), town("Rocky Mount", "Nash County"), town("Wilson", "Wilson County"), town("Wilmington", "New Hanover County")];

function render(query: string, picked: string) {
  const router = createMemoryRouter([{ path: "/service-areas", element: createElement(LocationExplorer, { locations: towns, query, town: picked, home: "Rocky Mount" }) }], {
    initialEntries: ["/service-areas"],
  });
  return renderToString(createElement(RouterProvider, { router }));
}

describe("filterLocations", () => {
  it.each([
    ["", 4],
    ["wil", 2],
    ["  WIL ", 2],
    ["rocky", 1],
    ["zzz", 0],
  ])("%j keeps %i", (query, n) => {
    expect(filterLocations(towns, query)).toHaveLength(n);
  });
});

describe("selectedLocation", () => {
  it.each([
    ["wilson", "Wilson"],
    ["", "Rocky Mount"],
    ["not-a-town", "Rocky Mount"],
  ])("?town=%j picks %s", (slug, name) => {
    expect(selectedLocation(towns, slug, "Rocky Mount")?.name).toBe(name);
  });

  it("opens on the headquarters' town, else the first location, and on none without locations", () => {
    expect(selectedLocation(towns, "", "Wilson")?.name).toBe("Wilson");
    expect(selectedLocation([towns[0], towns[2]], "", "Rocky Mount")?.name).toBe("Ahoskie");
    expect(selectedLocation([], "", "Rocky Mount")).toBeNull();
  });
});

describe("explorerStatus", () => {
  it.each([
    [0, 4, "No locations match your search."],
    [2, 4, "Showing 2 of 4 locations"],
  ])("%i of %i", (shown, total, text) => {
    expect(explorerStatus(shown, total)).toBe(text);
  });
});

describe("LocationExplorer", () => {
  it("renders the whole list in the HTML, hides what the search excludes, and links each town with the search kept", () => {
    const html = render("wil", "");
    expect(html).toMatch(/<form role="search"[^>]*action="\/service-areas" method="get"/);
    expect(html).toContain('value="wil"');
    expect(html).toContain("Showing 2 of 4 locations");
    expect(html).toMatch(/<li data-name="ahoskie" hidden="">/);
    expect(html).toMatch(/<li data-name="wilson">/);
    expect(html).toContain('href="?q=wil&amp;town=wilson#location-details"');
  });

  it("marks the picked town and shows its details", () => {
    const html = render("", "wilson");
    expect(html).toMatch(/<a href="\?town=wilson#location-details" aria-current="true"/);
    expect(html).toContain("Wilson, NC");
    expect(html).toContain('href="/locations/wilson-nc"');
  });

  it("a search without matches shows the spec's message and hides the list", () => {
    const html = render("zzz", "");
    expect(html).toContain("No locations match your search.");
    expect(html).toMatch(/<ul id="explorer-list"[^>]*hidden=""/);
  });
});
