// Seed data: facts about the counties of the service area, shown on the town pages (issue 16).
// Pure data, no logic. Consumed by the seed script for the county_facts table.
//
// Only facts we can source are filled in. Permit offices, re-roof permit requirements, design wind
// speeds and wind-borne debris rules are left empty (null) here: they vary by jurisdiction and code
// edition, and a business running the site should enter them from its own county and town
// inspections departments, quoting the code edition. The town pages leave those sections out
// until then.

import type { CountyStorm } from "../../schema";

export interface SeedCounty {
  county: string;
  seat: string;
  storms: CountyStorm[];
  source: string;
}

const SEAT_SOURCE = "County seat: North Carolina Association of County Commissioners, county profiles.";

/**
 * The storms, with the FEMA major disaster declaration that lists the counties they hit; a county
 * below names a storm only where that storm did well-documented damage in it (National Weather
 * Service Raleigh, Newport/Morehead City and Wakefield office event summaries).
 */
const STORM_SOURCE =
  "Storms: FEMA major disaster declarations DR-1134-NC (Fran, 1996), DR-1292-NC (Floyd, 1999), DR-1490-NC (Isabel, 2003), DR-4019-NC (Irene, 2011), DR-4285-NC (Matthew, 2016), DR-4393-NC (Florence, 2018), DR-4465-NC (Dorian, 2019), and National Weather Service event summaries (Hazel, 1954).";

const hazel = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Hazel", year: 1954, impact });
const fran = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Fran", year: 1996, impact });
const floyd = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Floyd", year: 1999, impact });
const isabel = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Isabel", year: 2003, impact });
const irene = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Irene", year: 2011, impact });
const matthew = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Matthew", year: 2016, impact });
const florence = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Florence", year: 2018, impact });
const dorian = (impact: string | null = null): CountyStorm => ({ name: "Hurricane Dorian", year: 2019, impact });

const county = (name: string, seat: string, storms: CountyStorm[] = []): SeedCounty => ({
  county: name,
  seat,
  storms,
  source: storms.length ? `${SEAT_SOURCE} ${STORM_SOURCE}` : SEAT_SOURCE,
});

export const countyFacts: SeedCounty[] = [
  county("Beaufort County", "Washington", [floyd("Tar-Pamlico River flooding"), irene("storm surge on the Pamlico River")]),
  county("Bertie County", "Windsor"),
  county("Carteret County", "Beaufort", [
    isabel("came ashore on the Outer Banks of Carteret County"),
    irene("came ashore near Cape Lookout"),
    florence("wind and storm surge along the Crystal Coast"),
  ]),
  county("Chowan County", "Edenton", [isabel("storm surge on the Albemarle Sound and Chowan River")]),
  county("Craven County", "New Bern", [florence("storm surge up the Neuse and Trent rivers flooded much of New Bern")]),
  county("Dare County", "Manteo", [
    isabel("cut a new inlet through Hatteras Island"),
    irene("breached NC 12 on Hatteras Island"),
    dorian("came ashore at Cape Hatteras"),
  ]),
  county("Duplin County", "Kenansville", [floyd("river flooding across the county"), florence("river flooding across the county")]),
  county("Edgecombe County", "Tarboro", [
    floyd("the Tar River flooded Princeville and much of Tarboro"),
    matthew("the Tar River flooded Princeville again"),
  ]),
  county("Franklin County", "Louisburg"),
  county("Granville County", "Oxford"),
  county("Greene County", "Snow Hill"),
  county("Halifax County", "Halifax"),
  county("Harnett County", "Lillington", [fran()]),
  county("Hertford County", "Winton"),
  county("Johnston County", "Smithfield", [fran(), matthew("Neuse River flooding in Smithfield")]),
  county("Jones County", "Trenton", [florence("the Trent River flooded Trenton and Pollocksville")]),
  county("Lenoir County", "Kinston", [floyd("Neuse River flooding in Kinston"), matthew("Neuse River flooding in Kinston")]),
  county("Martin County", "Williamston"),
  county("Nash County", "Nashville", [floyd("Tar River flooding in Rocky Mount")]),
  county("Onslow County", "Jacksonville", [fran("came ashore near Cape Fear and battered the Onslow County beaches"), florence()]),
  county("Pamlico County", "Bayboro", [irene("storm surge on the Pamlico Sound"), florence("storm surge from the Neuse River")]),
  county("Pasquotank County", "Elizabeth City", [isabel("storm surge on the Pasquotank River and Albemarle Sound")]),
  county("Perquimans County", "Hertford", [isabel("storm surge on the Perquimans River and Albemarle Sound")]),
  county("Pitt County", "Greenville", [floyd("Tar River flooding in Greenville"), matthew("Tar River flooding in Greenville")]),
  county("Sampson County", "Clinton"),
  county("Vance County", "Henderson"),
  county("Wake County", "Raleigh", [hazel("gusts near 90 mph in Raleigh"), fran("hurricane-force gusts brought down trees across Raleigh")]),
  county("Warren County", "Warrenton"),
  county("Washington County", "Plymouth"),
  county("Wayne County", "Goldsboro", [floyd("Neuse River flooding around Goldsboro"), matthew("Neuse River flooding around Goldsboro")]),
  county("Wilson County", "Wilson"),
];
