// Seed data: service locations (towns and cities of Eastern North Carolina).
// Pure data, no logic. Consumed by the seed script for the service_locations table.

export interface SeedLocation {
  name: string;
  county: string;
  population: number;
  latitude: number;
  longitude: number;
  historicalFact: string;
  keySearchTerms: string;
}

export const locationsSource =
  "Population figures are the total population (table P1) of each incorporated place from the U.S. Census Bureau, 2020 Decennial Census (Redistricting Data, April 1, 2020). Latitude and longitude are rounded to four decimal places and refer to the U.S. Census Bureau 2020 Gazetteer Files (internal point of the place); treat them as approximate map-centering points rather than survey coordinates. The county listed is the county that holds the town's seat of government or most of its population. Historical notes summarize widely published local history (town charters, namesakes and landmarks).";

export const serviceLocations: SeedLocation[] = [
  // --- The 12 core service cities ---
  {
    name: "Rocky Mount",
    county: "Nash County",
    population: 54341,
    latitude: 35.9382,
    longitude: -77.7905,
    historicalFact:
      "Rocky Mount takes its name from the rocky mound at the falls of the Tar River, where Rocky Mount Mills opened in 1818 as one of North Carolina's earliest cotton mills. The city straddles the Nash-Edgecombe county line.",
    keySearchTerms:
      "roof repair Rocky Mount NC, Rocky Mount roofing contractor, Nash County roof replacement, storm damage roof Rocky Mount, metal roofing Rocky Mount, Edgecombe County roofer",
  },
  {
    name: "Greenville",
    county: "Pitt County",
    population: 87521,
    latitude: 35.6127,
    longitude: -77.3664,
    historicalFact:
      "Founded in 1774 as Martinborough, the town was renamed in 1786 in honor of Revolutionary War general Nathanael Greene. Greenville is the Pitt County seat and home of East Carolina University.",
    keySearchTerms:
      "roof replacement Greenville NC, Greenville roofing company, Pitt County roofer, ECU area roof repair, shingle roof Greenville NC, Greenville storm damage roofing",
  },
  {
    name: "Wilson",
    county: "Wilson County",
    population: 47851,
    latitude: 35.7213,
    longitude: -77.9155,
    historicalFact:
      "Wilson was incorporated in 1849 and named for Louis Dicken Wilson, a state legislator who died in the Mexican-American War. Downtown's Vollis Simpson Whirligig Park showcases the folk artist's giant wind sculptures.",
    keySearchTerms:
      "Wilson NC roofer, roof repair Wilson NC, Wilson County roof replacement, historic home roofing Wilson, Whirligig Park area roofing, hail damage roof Wilson",
  },
  {
    name: "Tarboro",
    county: "Edgecombe County",
    population: 10721,
    latitude: 35.905,
    longitude: -77.5564,
    historicalFact:
      "Tarboro was chartered in 1760 in a bend of the Tar River, where it served as the head of navigation for river trade. It is the county seat of Edgecombe County.",
    keySearchTerms:
      "Tarboro roofing contractor, roof repair Tarboro NC, Edgecombe County roofer, Tarboro Town Common historic roofs, Tar River flood roof damage, metal roof Tarboro",
  },
  {
    name: "Zebulon",
    county: "Wake County",
    population: 6903,
    latitude: 35.8306,
    longitude: -78.315,
    historicalFact:
      "Zebulon was laid out along the new Raleigh and Pamlico Sound Railroad and officially recognized as a town on February 16, 1907. It is named for Zebulon Baird Vance, North Carolina's Civil War governor, and is home to Five County Stadium.",
    keySearchTerms:
      "Zebulon NC roofing, roof replacement Zebulon, eastern Wake County roofer, Five County Stadium area roof repair, Zebulon storm damage roof, shingle repair Zebulon NC",
  },
  {
    name: "Raleigh",
    county: "Wake County",
    population: 467665,
    latitude: 35.7796,
    longitude: -78.6382,
    historicalFact:
      "Raleigh was founded in 1792 as a planned capital for North Carolina and named for Sir Walter Raleigh, who sponsored the Roanoke colonies. It is also the Wake County seat.",
    keySearchTerms:
      "Raleigh roofing contractor, roof replacement Raleigh NC, Wake County roof repair, North Hills roofer, Raleigh hail damage roof, commercial roofing Raleigh",
  },
  {
    name: "Wake Forest",
    county: "Wake County",
    population: 47601,
    latitude: 35.9799,
    longitude: -78.5097,
    historicalFact:
      "Wake Forest was the original home of Wake Forest College, which relocated to Winston-Salem in 1956. The old campus is now Southeastern Baptist Theological Seminary.",
    keySearchTerms:
      "Wake Forest NC roofer, roof replacement Wake Forest, Heritage Wake Forest roofing, downtown Wake Forest roof repair, northern Wake County roofing, architectural shingles Wake Forest",
  },
  {
    name: "Youngsville",
    county: "Franklin County",
    population: 2016,
    latitude: 36.0242,
    longitude: -78.4817,
    historicalFact:
      "The settlement began around 1839 as Pacific, on land owned by John \"Jack\" Young. It was renamed Youngsville in his honor when the town incorporated in 1875.",
    keySearchTerms:
      "Youngsville NC roofing, roof repair Youngsville, Franklin County roof replacement, US-1 corridor roofer, new construction roof Youngsville, gutter installation Youngsville NC",
  },
  {
    name: "Spring Hope",
    county: "Nash County",
    population: 1309,
    latitude: 35.9442,
    longitude: -78.1089,
    historicalFact:
      "The Spring Hope Historic District, along with the Dr. Hassell Brantley House and the Valentine-Wilder House, is listed on the National Register of Historic Places.",
    keySearchTerms:
      "Spring Hope NC roofer, roof repair Spring Hope, western Nash County roofing, farmhouse roof replacement Spring Hope, metal barn roof Spring Hope, storm damage roof Spring Hope",
  },
  {
    name: "Louisburg",
    county: "Franklin County",
    population: 3064,
    latitude: 36.1003,
    longitude: -78.2989,
    historicalFact:
      "Louisburg was established in 1779 and named in honor of King Louis XVI of France, an ally of the American Revolution. It is the Franklin County seat and home of Louisburg College.",
    keySearchTerms:
      "Louisburg NC roofing contractor, roof replacement Louisburg, Franklin County roofer, Louisburg College area roof repair, Tar River roofing Louisburg, historic roof repair Louisburg NC",
  },
  {
    name: "Franklinton",
    county: "Franklin County",
    population: 2456,
    latitude: 36.1011,
    longitude: -78.455,
    historicalFact:
      "Franklinton began in 1839 as Franklin Depot and took its present name when it incorporated in 1842. Like Franklin County, it is named for Benjamin Franklin.",
    keySearchTerms:
      "Franklinton NC roofer, roof repair Franklinton, Franklin County shingle replacement, downtown Franklinton roofing, leak repair Franklinton NC, roof inspection Franklinton",
  },
  {
    name: "Garner",
    county: "Wake County",
    population: 31159,
    latitude: 35.7113,
    longitude: -78.6142,
    historicalFact:
      "Garner grew up around a North Carolina Railroad stop just south of Raleigh. Lake Benson Park and White Deer Park are among its best-known public spaces.",
    keySearchTerms:
      "Garner NC roofing company, roof replacement Garner, Lake Benson area roofer, south Raleigh roof repair, Garner hail damage roof, White Oak Garner roofing",
  },

  // --- Other major cities and county seats ---
  {
    name: "Goldsboro",
    county: "Wayne County",
    population: 33657,
    latitude: 35.3849,
    longitude: -77.9928,
    historicalFact:
      "Goldsboro was incorporated in 1847 and named for railroad engineer Matthew T. Goldsborough. It is the Wayne County seat and home of Seymour Johnson Air Force Base.",
    keySearchTerms:
      "Goldsboro roofing contractor, roof repair Goldsboro NC, Wayne County roofer, Seymour Johnson area roof replacement, Goldsboro storm damage roof, metal roofing Goldsboro",
  },
  {
    name: "Winterville",
    county: "Pitt County",
    population: 10462,
    latitude: 35.529,
    longitude: -77.4011,
    historicalFact:
      "Winterville grew up around the A. G. Cox Manufacturing Company, a maker of farm implements. The town is known for its annual Winterville Watermelon Festival.",
    keySearchTerms:
      "Winterville NC roofer, roof replacement Winterville, south Greenville roofing, Pitt County roof repair, Winterville new subdivision roofing, gutter guards Winterville",
  },
  {
    name: "New Bern",
    county: "Craven County",
    population: 31291,
    latitude: 35.1085,
    longitude: -77.0441,
    historicalFact:
      "New Bern was founded in 1710 by Swiss and German colonists led by Christoph von Graffenried and later served as the colonial capital, seat of Tryon Palace. Pepsi-Cola was first created here by pharmacist Caleb Bradham.",
    keySearchTerms:
      "New Bern roofing contractor, roof replacement New Bern NC, Craven County roofer, historic district roof repair New Bern, hurricane roof damage New Bern, Trent Woods roofing",
  },
  {
    name: "Kinston",
    county: "Lenoir County",
    population: 19900,
    latitude: 35.2627,
    longitude: -77.5816,
    historicalFact:
      "Kinston was established in 1762 as Kingston in honor of King George III; the \"g\" was dropped after the American Revolution. It sits on the Neuse River and is the Lenoir County seat.",
    keySearchTerms:
      "Kinston NC roofer, roof repair Kinston, Lenoir County roof replacement, Neuse River flood roof damage, Kinston metal roofing, commercial roofing Kinston",
  },
  {
    name: "Jacksonville",
    county: "Onslow County",
    population: 72723,
    latitude: 34.7541,
    longitude: -77.4302,
    historicalFact:
      "Jacksonville was incorporated in 1842 and named for President Andrew Jackson. The establishment of Marine Corps Base Camp Lejeune in 1941 transformed the town.",
    keySearchTerms:
      "Jacksonville NC roofing company, roof replacement Jacksonville, Onslow County roofer, Camp Lejeune area roof repair, hurricane roof repair Jacksonville NC, military family roofing Jacksonville",
  },
  {
    name: "Washington",
    county: "Beaufort County",
    population: 9875,
    latitude: 35.5465,
    longitude: -77.0522,
    historicalFact:
      "Founded in 1776 on the Pamlico River, Washington is known as \"Original Washington\" because it was the first town in the United States named for George Washington.",
    keySearchTerms:
      "Washington NC roofer, roof repair Little Washington, Beaufort County roof replacement, Pamlico River waterfront roofing, Washington NC storm damage, historic home roofing Washington NC",
  },
  {
    name: "Elizabeth City",
    county: "Pasquotank County",
    population: 18631,
    latitude: 36.2946,
    longitude: -76.2511,
    historicalFact:
      "Elizabeth City sits on the Pasquotank River and is home to Elizabeth City State University, founded in 1891, and a major U.S. Coast Guard air station.",
    keySearchTerms:
      "Elizabeth City roofing contractor, roof repair Elizabeth City NC, Pasquotank County roofer, Albemarle region roof replacement, nor'easter roof damage Elizabeth City, waterfront roofing Elizabeth City",
  },
  {
    name: "Smithfield",
    county: "Johnston County",
    population: 11292,
    latitude: 35.5085,
    longitude: -78.3394,
    historicalFact:
      "Smithfield, on the Neuse River, was chartered in 1777 and is the Johnston County seat. It is home to the Ava Gardner Museum, honoring the actress who grew up nearby.",
    keySearchTerms:
      "Smithfield NC roofer, roof replacement Smithfield, Johnston County roofing, I-95 Smithfield roof repair, Neuse River area roofing, shingle repair Smithfield NC",
  },
  {
    name: "Nashville",
    county: "Nash County",
    population: 5632,
    latitude: 35.9692,
    longitude: -77.9556,
    historicalFact:
      "Nashville was founded in 1780 and named for Francis Nash, a Revolutionary War general who died after the Battle of Germantown. It is the Nash County seat.",
    keySearchTerms:
      "Nashville NC roofing, roof repair Nashville NC, Nash County courthouse area roofer, Victorian home roof Nashville, roof replacement Nashville North Carolina, storm damage roof Nashville NC",
  },
  {
    name: "Roanoke Rapids",
    county: "Halifax County",
    population: 15229,
    latitude: 36.4615,
    longitude: -77.6541,
    historicalFact:
      "Roanoke Rapids grew up around textile mills powered by the Roanoke River. A 1970s union drive at the J. P. Stevens mills here inspired the 1979 film Norma Rae.",
    keySearchTerms:
      "Roanoke Rapids roofer, roof repair Roanoke Rapids NC, Halifax County roof replacement, Lake Gaston area roofing, mill house roof repair Roanoke Rapids, metal roofing Roanoke Rapids",
  },

  // --- Wake County ---
  {
    name: "Cary",
    county: "Wake County",
    population: 174721,
    latitude: 35.7915,
    longitude: -78.7811,
    historicalFact:
      "Cary was incorporated in 1871 and named for Samuel Fenton Cary, an Ohio temperance advocate.",
    keySearchTerms:
      "Cary NC roofing contractor, roof replacement Cary, Preston roofer, HOA approved shingles Cary, Cary hail damage roof, architectural shingle Cary NC",
  },
  {
    name: "Apex",
    county: "Wake County",
    population: 58780,
    latitude: 35.7327,
    longitude: -78.8503,
    historicalFact:
      "Apex was incorporated in 1873; its name reflects its location at the highest point along the Chatham Railroad line.",
    keySearchTerms:
      "Apex NC roofer, roof replacement Apex, downtown Apex roofing, Beaver Creek area roof repair, Apex storm damage roof, solar ready roofing Apex",
  },
  {
    name: "Holly Springs",
    county: "Wake County",
    population: 41239,
    latitude: 35.6513,
    longitude: -78.8336,
    historicalFact:
      "Holly Springs takes its name from the natural springs surrounded by holly trees where the community began. It has grown from a small crossroads into one of Wake County's largest towns.",
    keySearchTerms:
      "Holly Springs NC roofing, roof replacement Holly Springs, Sunset Ridge roofer, southwest Wake roof repair, Holly Springs hail damage, HOA roofing Holly Springs",
  },
  {
    name: "Fuquay-Varina",
    county: "Wake County",
    population: 34152,
    latitude: 35.5843,
    longitude: -78.8,
    historicalFact:
      "Fuquay-Varina was formed in 1963 when the neighboring towns of Fuquay Springs and Varina merged. Fuquay Springs had grown up around a popular mineral spring.",
    keySearchTerms:
      "Fuquay-Varina roofer, roof replacement Fuquay-Varina NC, Fuquay roofing company, southern Wake County roof repair, Fuquay storm damage roof, new home roof inspection Fuquay-Varina",
  },
  {
    name: "Knightdale",
    county: "Wake County",
    population: 19435,
    latitude: 35.7877,
    longitude: -78.4806,
    historicalFact:
      "Knightdale is named for Henry Haywood Knight, a landowner whose land helped bring the railroad through the area. The town was incorporated in 1927.",
    keySearchTerms:
      "Knightdale NC roofing, roof repair Knightdale, eastern Wake roofer, Knightdale Station area roof replacement, I-87 Knightdale roofing, gutter repair Knightdale",
  },
  {
    name: "Wendell",
    county: "Wake County",
    population: 9793,
    latitude: 35.781,
    longitude: -78.3697,
    historicalFact:
      "Wendell was incorporated in 1903 and named for the poet and writer Oliver Wendell Holmes Sr.",
    keySearchTerms:
      "Wendell NC roofer, roof replacement Wendell, eastern Wake County roofing, Wendell Falls roof repair, Wendell storm damage roof, shingle roof Wendell NC",
  },
  {
    name: "Rolesville",
    county: "Wake County",
    population: 9475,
    latitude: 35.9239,
    longitude: -78.4611,
    historicalFact:
      "Rolesville was incorporated by the North Carolina legislature on January 18, 1837, making it the second-oldest town in Wake County. It is named for local merchant and landowner William H. Roles.",
    keySearchTerms:
      "Rolesville NC roofing, roof replacement Rolesville, northeast Wake roofer, Rolesville subdivision roof repair, Rolesville hail damage, roof inspection Rolesville NC",
  },
  {
    name: "Morrisville",
    county: "Wake County",
    population: 29630,
    latitude: 35.8235,
    longitude: -78.8256,
    historicalFact:
      "Morrisville is named for Jeremiah Morris, who gave land to the North Carolina Railroad for a depot. The town borders Raleigh-Durham International Airport and Research Triangle Park.",
    keySearchTerms:
      "Morrisville NC roofer, roof replacement Morrisville, RTP area roofing, townhome roof repair Morrisville, commercial roofing Morrisville NC, Morrisville hail damage roof",
  },

  // --- Johnston County ---
  {
    name: "Clayton",
    county: "Johnston County",
    population: 26307,
    latitude: 35.6507,
    longitude: -78.4564,
    historicalFact:
      "Clayton grew up as a stop on the North Carolina Railroad and is now the largest community in Johnston County.",
    keySearchTerms:
      "Clayton NC roofing contractor, roof replacement Clayton, Flowers Plantation roofer, Johnston County roof repair, Clayton storm damage roof, new construction roofing Clayton NC",
  },
  {
    name: "Selma",
    county: "Johnston County",
    population: 6317,
    latitude: 35.5408,
    longitude: -78.2931,
    historicalFact:
      "Selma was built around a North Carolina Railroad station where lots were sold in 1867, and it was chartered on February 11, 1873. Its Mitchener Station, built in 1855, is thought to be the oldest surviving train station in North Carolina.",
    keySearchTerms:
      "Selma NC roofer, roof repair Selma, Selma Union Depot area roofing, Johnston County roof replacement, I-95 Selma roofing, metal roof Selma NC",
  },
  {
    name: "Benson",
    county: "Johnston County",
    population: 3967,
    latitude: 35.3821,
    longitude: -78.5486,
    historicalFact:
      "Benson, at the junction of I-95 and I-40, hosts the long-running Benson Mule Days festival each fall.",
    keySearchTerms:
      "Benson NC roofing, roof repair Benson, southern Johnston County roofer, I-40 Benson roof replacement, farm building metal roof Benson, storm damage roof Benson NC",
  },
  {
    name: "Archer Lodge",
    county: "Johnston County",
    population: 4797,
    latitude: 35.694,
    longitude: -78.3756,
    historicalFact:
      "Archer Lodge incorporated in 2009, making it one of the newest towns in Johnston County.",
    keySearchTerms:
      "Archer Lodge NC roofer, roof replacement Archer Lodge, Johnston County new home roofing, roof repair near Clayton and Archer Lodge, shingle upgrade Archer Lodge, gutter installation Archer Lodge",
  },
  {
    name: "Four Oaks",
    county: "Johnston County",
    population: 2158,
    latitude: 35.4447,
    longitude: -78.4272,
    historicalFact:
      "Four Oaks grew up along a branch of the Wilmington and Weldon Railroad and was incorporated in 1889; it is named for four oak sprouts that grew from a single stump. Bentonville Battlefield State Historic Site is nearby.",
    keySearchTerms:
      "Four Oaks NC roofing, roof repair Four Oaks, Bentonville area roofer, Johnston County roof replacement, farmhouse roofing Four Oaks, storm damage roof Four Oaks NC",
  },
  {
    name: "Princeton",
    county: "Johnston County",
    population: 1315,
    latitude: 35.4667,
    longitude: -78.1614,
    historicalFact:
      "Princeton was incorporated in 1861 as Boon Hill, named for the nearby Boon family plantation, and renamed Princeton in 1873.",
    keySearchTerms:
      "Princeton NC roofer, roof repair Princeton NC, eastern Johnston County roofing, US-70 Princeton roof replacement, metal roofing Princeton NC, roof leak repair Princeton",
  },

  // --- Pitt County ---
  {
    name: "Ayden",
    county: "Pitt County",
    population: 4977,
    latitude: 35.4694,
    longitude: -77.4167,
    historicalFact:
      "Ayden grew up around an Atlantic Coast Line Railroad station on William Henry Harris's farm and was incorporated on February 3, 1891. The town is known for its annual Ayden Collard Festival.",
    keySearchTerms:
      "Ayden NC roofing, roof repair Ayden, Pitt County roofer, Ayden Collard Festival town roofing, roof replacement south of Greenville, storm damage roof Ayden NC",
  },
  {
    name: "Farmville",
    county: "Pitt County",
    population: 4461,
    latitude: 35.595,
    longitude: -77.5906,
    historicalFact:
      "Farmville was established in February 1872 and named for the farming activity that shaped the community. It hosts the annual Farmville Dogwood Festival.",
    keySearchTerms:
      "Farmville NC roofer, roof replacement Farmville, western Pitt County roofing, Farmville historic downtown roof repair, metal roof Farmville NC, hail damage roof Farmville",
  },
  {
    name: "Grifton",
    county: "Pitt County",
    population: 2448,
    latitude: 35.3724,
    longitude: -77.4372,
    historicalFact:
      "Grifton sits on Contentnea Creek at the Pitt-Lenoir county line and is known for its spring Grifton Shad Festival.",
    keySearchTerms:
      "Grifton NC roofing, roof repair Grifton, Contentnea Creek area roofer, Pitt and Lenoir roof replacement, Grifton storm damage roof, shingle repair Grifton NC",
  },

  // --- Craven, Carteret and the Crystal Coast ---
  {
    name: "Havelock",
    county: "Craven County",
    population: 16621,
    latitude: 34.8791,
    longitude: -76.9013,
    historicalFact:
      "Havelock is home to Marine Corps Air Station Cherry Point, which opened during World War II. The town is named for British general Sir Henry Havelock.",
    keySearchTerms:
      "Havelock NC roofer, roof replacement Havelock, Cherry Point area roofing, Craven County roof repair, hurricane roof damage Havelock, metal roofing Havelock NC",
  },
  {
    name: "Morehead City",
    county: "Carteret County",
    population: 9556,
    latitude: 34.7229,
    longitude: -76.726,
    historicalFact:
      "Morehead City is named for Governor John Motley Morehead, who promoted it as the eastern terminus of the Atlantic and North Carolina Railroad. It is home to the Port of Morehead City, one of North Carolina's two deepwater ports.",
    keySearchTerms:
      "Morehead City roofing contractor, roof repair Morehead City NC, Crystal Coast roofer, coastal wind rated roofing Morehead City, hurricane roof replacement Carteret County, metal roof Morehead City",
  },
  {
    name: "Beaufort",
    county: "Carteret County",
    population: 4464,
    latitude: 34.7182,
    longitude: -76.6638,
    historicalFact:
      "Incorporated in 1723, Beaufort is one of North Carolina's oldest towns. The North Carolina Maritime Museum on Front Street displays artifacts recovered from Blackbeard's flagship, Queen Anne's Revenge.",
    keySearchTerms:
      "Beaufort NC roofer, historic district roof repair Beaufort, Front Street Beaufort roofing, Carteret County roof replacement, salt air metal roofing Beaufort, hurricane roof damage Beaufort NC",
  },
  {
    name: "Atlantic Beach",
    county: "Carteret County",
    population: 1364,
    latitude: 34.6988,
    longitude: -76.7399,
    historicalFact:
      "Atlantic Beach sits at the eastern end of Bogue Banks, next to Fort Macon State Park.",
    keySearchTerms:
      "Atlantic Beach NC roofing, beach house roof repair Atlantic Beach, Bogue Banks roofer, coastal roof replacement Atlantic Beach, wind damage roof Atlantic Beach NC, condo roofing Atlantic Beach",
  },
  {
    name: "Emerald Isle",
    county: "Carteret County",
    population: 3847,
    latitude: 34.6647,
    longitude: -77.0311,
    historicalFact:
      "Emerald Isle lies entirely on Bogue Banks along the Crystal Coast, and its summer population swells far beyond its year-round count.",
    keySearchTerms:
      "Emerald Isle roofing contractor, beach house roof replacement Emerald Isle, Bogue Banks roof repair, vacation rental roofing Emerald Isle, hurricane roof damage Emerald Isle, metal roofing Emerald Isle NC",
  },
  {
    name: "Newport",
    county: "Carteret County",
    population: 4364,
    latitude: 34.7866,
    longitude: -76.8594,
    historicalFact:
      "Newport borders the Croatan National Forest and hosts the long-running Newport Pig Cooking Contest each spring.",
    keySearchTerms:
      "Newport NC roofer, roof repair Newport NC, Croatan area roofing, western Carteret County roof replacement, storm damage roof Newport, shingle roof Newport North Carolina",
  },

  // --- Outer Banks ---
  {
    name: "Kill Devil Hills",
    county: "Dare County",
    population: 7656,
    latitude: 36.0255,
    longitude: -75.67,
    historicalFact:
      "The Wright brothers made the first controlled, powered airplane flights here on December 17, 1903, now commemorated by the Wright Brothers National Memorial. The town itself was not chartered until 1953.",
    keySearchTerms:
      "Kill Devil Hills roofer, Outer Banks roof repair, beach cottage roofing Kill Devil Hills, Dare County roof replacement, nor'easter roof damage OBX, wind rated shingles Kill Devil Hills",
  },
  {
    name: "Nags Head",
    county: "Dare County",
    population: 3168,
    latitude: 35.9319,
    longitude: -75.615,
    historicalFact:
      "Nags Head has been a resort destination since around 1830 and incorporated in 1961. It is home to Jockey's Ridge State Park, known for the tallest living sand dune system in the eastern United States.",
    keySearchTerms:
      "Nags Head roofing contractor, OBX beach house roof replacement, Nags Head roof repair, Jockey's Ridge area roofer, hurricane roof damage Nags Head, cedar shake repair Nags Head",
  },
  {
    name: "Manteo",
    county: "Dare County",
    population: 1600,
    latitude: 35.9047,
    longitude: -75.6694,
    historicalFact:
      "Manteo, on Roanoke Island, is named for the Croatan leader Manteo, who traveled to England in 1584. It has been the Dare County seat since 1870 and was incorporated in 1899.",
    keySearchTerms:
      "Manteo NC roofer, Roanoke Island roofing, roof repair Manteo, Dare County roof replacement, waterfront roof Manteo, storm damage roof Roanoke Island",
  },

  // --- Northern tier and Roanoke Valley ---
  {
    name: "Henderson",
    county: "Vance County",
    population: 15060,
    latitude: 36.3296,
    longitude: -78.3992,
    historicalFact:
      "Henderson is the Vance County seat and is named for Leonard Henderson, a chief justice of the North Carolina Supreme Court. Kerr Lake lies just to the north.",
    keySearchTerms:
      "Henderson NC roofing contractor, roof replacement Henderson, Vance County roofer, Kerr Lake area roof repair, Henderson storm damage roof, metal roofing Henderson NC",
  },
  {
    name: "Oxford",
    county: "Granville County",
    population: 8628,
    latitude: 36.3156,
    longitude: -78.5847,
    historicalFact:
      "Oxford traces its name to the 1761 plantation home of legislator Samuel Benton and was incorporated in 1816. It is home to the Masonic Home for Children, which opened in 1873 as the Oxford Orphan Asylum.",
    keySearchTerms:
      "Oxford NC roofer, roof replacement Oxford, Granville County roofing, historic downtown Oxford roof repair, Oxford NC storm damage, shingle roof Oxford North Carolina",
  },
  {
    name: "Warrenton",
    county: "Warren County",
    population: 851,
    latitude: 36.3994,
    longitude: -78.1575,
    historicalFact:
      "Warrenton was founded in 1779 and named for Dr. Joseph Warren, the patriot killed at Bunker Hill. Much of the town lies within a National Register historic district.",
    keySearchTerms:
      "Warrenton NC roofing, historic home roof repair Warrenton, Warren County roofer, roof replacement Warrenton NC, Lake Gaston roofing, slate and metal roof repair Warrenton",
  },
  {
    name: "Weldon",
    county: "Halifax County",
    population: 1444,
    latitude: 36.4239,
    longitude: -77.6131,
    historicalFact:
      "Weldon grew from Weldon's Landing on the Roanoke River and became an early Southern railroad hub when the Wilmington and Weldon Railroad arrived; it incorporated in 1843. It calls itself the \"Rockfish Capital of the World.\"",
    keySearchTerms:
      "Weldon NC roofer, roof repair Weldon, Roanoke River area roofing, Halifax County roof replacement, historic roof repair Weldon NC, metal roofing Weldon",
  },
  {
    name: "Enfield",
    county: "Halifax County",
    population: 1865,
    latitude: 36.18,
    longitude: -77.6689,
    historicalFact:
      "Founded in 1740, Enfield is the oldest town in Halifax County and was once known as the world's largest raw peanut market.",
    keySearchTerms:
      "Enfield NC roofing, roof repair Enfield, southern Halifax County roofer, farmhouse roof replacement Enfield, metal roof Enfield NC, storm damage roof Enfield",
  },
  {
    name: "Murfreesboro",
    county: "Hertford County",
    population: 2619,
    latitude: 36.4411,
    longitude: -77.0969,
    historicalFact:
      "Murfreesboro grew from Murfree's Landing on the Meherrin River, where William Murfree donated land for the town in the 1780s. It is home to Chowan University, founded in 1848.",
    keySearchTerms:
      "Murfreesboro NC roofer, roof repair Murfreesboro, Chowan University area roofing, Hertford County roof replacement, Meherrin River roofing, historic roof Murfreesboro NC",
  },
  {
    name: "Ahoskie",
    county: "Hertford County",
    population: 4891,
    latitude: 36.2868,
    longitude: -76.9847,
    historicalFact:
      "Ahoskie is the largest town in Hertford County and a trade center for the Roanoke-Chowan region.",
    keySearchTerms:
      "Ahoskie NC roofing contractor, roof repair Ahoskie, Hertford County roofer, Roanoke-Chowan roof replacement, Ahoskie storm damage roof, metal roofing Ahoskie",
  },
  {
    name: "Windsor",
    county: "Bertie County",
    population: 3582,
    latitude: 35.9931,
    longitude: -76.94,
    historicalFact:
      "Windsor was established by the colonial assembly in 1768 at a site known as Gray's Landing on the Cashie River. It is the Bertie County seat, and nearby Hope Plantation is listed on the National Register of Historic Places.",
    keySearchTerms:
      "Windsor NC roofer, roof repair Windsor, Bertie County roofing, Cashie River area roof replacement, storm damage roof Windsor NC, metal roof Windsor North Carolina",
  },

  // --- Albemarle and Inner Banks ---
  {
    name: "Edenton",
    county: "Chowan County",
    population: 4460,
    latitude: 36.0581,
    longitude: -76.6008,
    historicalFact:
      "Edenton, named for colonial governor Charles Eden, was incorporated in 1722 and is the Chowan County seat. In 1774 local women organized the Edenton Tea Party, an early political protest by women in the colonies.",
    keySearchTerms:
      "Edenton NC roofer, historic home roof repair Edenton, Chowan County roofing, Albemarle Sound roof replacement, Edenton storm damage roof, cedar and slate repair Edenton",
  },
  {
    name: "Hertford",
    county: "Perquimans County",
    population: 1934,
    latitude: 36.1873,
    longitude: -76.4723,
    historicalFact:
      "Hertford was incorporated in 1758 as the Perquimans County seat. The nearby Newbold-White House, dated to about 1730, is the oldest known brick structure in North Carolina.",
    keySearchTerms:
      "Hertford NC roofing, roof repair Hertford, Perquimans County roofer, Perquimans River roof replacement, historic roof Hertford NC, storm damage roof Hertford",
  },
  {
    name: "Williamston",
    county: "Martin County",
    population: 5248,
    latitude: 35.8467,
    longitude: -77.0661,
    historicalFact:
      "Williamston was founded in 1779 and named for William Williams, a local Revolutionary War commander. It sits on the Roanoke River and is the Martin County seat.",
    keySearchTerms:
      "Williamston NC roofer, roof repair Williamston, Martin County roofing, Roanoke River area roof replacement, US-17 Williamston roofing, storm damage roof Williamston",
  },
  {
    name: "Plymouth",
    county: "Washington County",
    population: 3320,
    latitude: 35.8586,
    longitude: -76.7486,
    historicalFact:
      "Plymouth was established in 1787 on the Roanoke River, about seven miles above Albemarle Sound. It is the Washington County seat and was the site of the 1864 Battle of Plymouth.",
    keySearchTerms:
      "Plymouth NC roofing, roof repair Plymouth, Washington County roofer, Roanoke River waterfront roofing, roof replacement Plymouth North Carolina, storm damage roof Plymouth",
  },
  {
    name: "Belhaven",
    county: "Beaufort County",
    population: 1410,
    latitude: 35.5435,
    longitude: -76.6224,
    historicalFact:
      "Belhaven sits on the Pungo River, and its Belhaven Memorial Museum preserves the eclectic collection of local resident Eva Blount Way.",
    keySearchTerms:
      "Belhaven NC roofer, roof repair Belhaven, Pungo River roofing, Beaufort County roof replacement, waterfront home roof Belhaven, hurricane roof damage Belhaven",
  },
  {
    name: "Bath",
    county: "Beaufort County",
    population: 245,
    latitude: 35.4768,
    longitude: -76.8113,
    historicalFact:
      "Incorporated in 1705, Bath is North Carolina's oldest town. Its St. Thomas Church, built in 1734, is the oldest surviving church building in the state.",
    keySearchTerms:
      "Bath NC roofing, historic roof repair Bath, Bath Creek area roofer, Beaufort County roof replacement, church roof repair Bath NC, storm damage roof Bath",
  },
  {
    name: "Aurora",
    county: "Beaufort County",
    population: 455,
    latitude: 35.3024,
    longitude: -76.7891,
    historicalFact:
      "Aurora is home to the Aurora Fossil Museum, which displays marine fossils unearthed by phosphate mining along the Pamlico River.",
    keySearchTerms:
      "Aurora NC roofer, roof repair Aurora, south Pamlico River roofing, Beaufort County roof replacement, metal roof Aurora NC, storm damage roof Aurora",
  },

  // --- Pamlico, Jones and Onslow ---
  {
    name: "Oriental",
    county: "Pamlico County",
    population: 880,
    latitude: 35.031,
    longitude: -76.6891,
    historicalFact:
      "Oriental took its name from the nameboard of the wrecked steamer Oriental and is known as the \"Sailing Capital of North Carolina.\"",
    keySearchTerms:
      "Oriental NC roofer, roof repair Oriental, Neuse River sailing town roofing, Pamlico County roof replacement, hurricane roof damage Oriental NC, metal roof Oriental",
  },
  {
    name: "Bayboro",
    county: "Pamlico County",
    population: 1161,
    latitude: 35.1427,
    longitude: -76.7702,
    historicalFact:
      "Bayboro, near the Bay River, is the county seat of Pamlico County.",
    keySearchTerms:
      "Bayboro NC roofing, roof repair Bayboro, Pamlico County roofer, Bay River area roof replacement, storm damage roof Bayboro, shingle repair Bayboro NC",
  },
  {
    name: "Trenton",
    county: "Jones County",
    population: 238,
    latitude: 35.0671,
    longitude: -77.353,
    historicalFact:
      "Trenton, on the Trent River, is the county seat of Jones County.",
    keySearchTerms:
      "Trenton NC roofer, roof repair Trenton NC, Jones County roofing, Trent River area roof replacement, farmhouse metal roof Trenton, storm damage roof Trenton NC",
  },
  {
    name: "Maysville",
    county: "Jones County",
    population: 818,
    latitude: 34.9049,
    longitude: -77.231,
    historicalFact:
      "Maysville is a small Jones County town near the White Oak River and the edge of the Croatan National Forest.",
    keySearchTerms:
      "Maysville NC roofing, roof repair Maysville, Jones County roofer, White Oak River area roof replacement, storm damage roof Maysville NC, metal roof Maysville",
  },
  {
    name: "Swansboro",
    county: "Onslow County",
    population: 3744,
    latitude: 34.6933,
    longitude: -77.1273,
    historicalFact:
      "Swansboro was incorporated in 1783 and named for Samuel Swann, a Speaker of the North Carolina House of Commons. In 1818 Otway Burns built the Prometheus here, the first steamboat constructed in North Carolina.",
    keySearchTerms:
      "Swansboro NC roofer, roof repair Swansboro, White Oak River waterfront roofing, Onslow County roof replacement, Hurricane Florence roof damage Swansboro, metal roof Swansboro",
  },

  // --- Wayne, Lenoir, Greene, Duplin ---
  {
    name: "Mount Olive",
    county: "Wayne County",
    population: 4198,
    latitude: 35.1997,
    longitude: -78.0661,
    historicalFact:
      "Mount Olive is home to the Mt. Olive Pickle Company, founded in 1926, and the University of Mount Olive. The town hosts the annual North Carolina Pickle Festival.",
    keySearchTerms:
      "Mount Olive NC roofer, roof repair Mount Olive, southern Wayne County roofing, University of Mount Olive area roof replacement, storm damage roof Mount Olive, metal roof Mount Olive NC",
  },
  {
    name: "La Grange",
    county: "Lenoir County",
    population: 2595,
    latitude: 35.3068,
    longitude: -77.788,
    historicalFact:
      "La Grange is a Lenoir County farm town on the US-70 and rail corridor between Kinston and Goldsboro.",
    keySearchTerms:
      "La Grange NC roofing, roof repair La Grange, Lenoir County roofer, US-70 corridor roof replacement, storm damage roof La Grange NC, farm building roofing La Grange",
  },
  {
    name: "Snow Hill",
    county: "Greene County",
    population: 1481,
    latitude: 35.4506,
    longitude: -77.6767,
    historicalFact:
      "Snow Hill was chartered in 1828 on Contentnea Creek and is the Greene County seat. The final major battle of the Tuscarora War was fought nearby at Fort Neoheroka in 1713.",
    keySearchTerms:
      "Snow Hill NC roofer, roof repair Snow Hill, Greene County roofing, Contentnea Creek area roof replacement, storm damage roof Snow Hill, metal roof Snow Hill NC",
  },
  {
    name: "Wallace",
    county: "Duplin County",
    population: 3413,
    latitude: 34.7357,
    longitude: -77.9953,
    historicalFact:
      "Wallace is the largest town in Duplin County and grew up along the Wilmington and Weldon Railroad.",
    keySearchTerms:
      "Wallace NC roofing contractor, roof repair Wallace, Duplin County roofer, I-40 Wallace roof replacement, hurricane roof damage Wallace NC, metal roof Wallace",
  },

  // --- Harnett, Sampson and the Elm City area ---
  {
    name: "Dunn",
    county: "Harnett County",
    population: 8446,
    latitude: 35.3104,
    longitude: -78.6108,
    historicalFact:
      "Dunn began as the hamlet of Lucknow, was renamed in 1873 and incorporated on February 12, 1887. It honors Bennett Dunn, who supervised construction of the railroad between Wilson and Fayetteville.",
    keySearchTerms:
      "Dunn NC roofer, roof replacement Dunn, Harnett County roofing, I-95 Dunn roof repair, storm damage roof Dunn NC, metal roofing Dunn",
  },
  {
    name: "Lillington",
    county: "Harnett County",
    population: 4735,
    latitude: 35.3986,
    longitude: -78.8136,
    historicalFact:
      "Lillington, the Harnett County seat on the Cape Fear River, is named for John Alexander Lillington, a Patriot officer at the 1776 Battle of Moore's Creek Bridge.",
    keySearchTerms:
      "Lillington NC roofer, roof repair Lillington, Harnett County roof replacement, Cape Fear River area roofing, storm damage roof Lillington, new home roofing Lillington NC",
  },
  {
    name: "Angier",
    county: "Harnett County",
    population: 5265,
    latitude: 35.5074,
    longitude: -78.7392,
    historicalFact:
      "Angier straddles the Harnett-Wake county line and celebrates its heritage each year with the Angier Crepe Myrtle Celebration.",
    keySearchTerms:
      "Angier NC roofing, roof repair Angier, northern Harnett County roofer, Angier roof replacement, storm damage roof Angier NC, gutter installation Angier",
  },
  {
    name: "Clinton",
    county: "Sampson County",
    population: 8383,
    latitude: 35.0025,
    longitude: -78.3289,
    historicalFact:
      "Clinton, the Sampson County seat, was incorporated in 1822 and named for Revolutionary War militia general Richard Clinton. It was the birthplace of William R. King, vice president under Franklin Pierce.",
    keySearchTerms:
      "Clinton NC roofing contractor, roof repair Clinton, Sampson County roofer, roof replacement Clinton NC, hurricane roof damage Sampson County, metal roof Clinton",
  },
  {
    name: "Elm City",
    county: "Wilson County",
    population: 1218,
    latitude: 35.8042,
    longitude: -77.8561,
    historicalFact:
      "The Elm City Municipal Historic District was listed on the National Register of Historic Places in 1986.",
    keySearchTerms:
      "Elm City NC roofer, roof repair Elm City, Wilson County roofing, US-301 Elm City roof replacement, storm damage roof Elm City, historic roof Elm City NC",
  },
  {
    name: "Bailey",
    county: "Nash County",
    population: 568,
    latitude: 35.7802,
    longitude: -78.1147,
    historicalFact:
      "Bailey is home to the Country Doctor Museum, which preserves the history of rural medical practice.",
    keySearchTerms:
      "Bailey NC roofing, roof repair Bailey, southern Nash County roofer, US-264 Bailey roof replacement, farmhouse roof Bailey NC, storm damage roof Bailey",
  },
];
