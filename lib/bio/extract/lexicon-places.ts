// Places people name in a bio: Indian cities and states first (our home market), then the
// world. The first form is the printed one; the others are how people type it. A person who
// writes "Bangalore" gets "Bangalore", not a correction to "Bengaluru".

// prettier-ignore
const PLACE_LINES: string[] = [
  // India: cities
  "Mumbai|bombay|mumbai city", "Navi Mumbai", "Thane", "Delhi|dilli", "New Delhi", "Delhi NCR|ncr",
  "Bengaluru|bengaluru city|blr", "Bangalore|banglore", "Hyderabad|hyd", "Chennai|madras", "Kolkata|calcutta",
  "Pune|poona", "Ahmedabad|amdavad", "Jaipur|pink city", "Lucknow", "Kochi|cochin", "Goa", "Chandigarh", "Indore",
  "Bhopal", "Surat", "Vadodara|baroda", "Nagpur", "Nashik", "Coimbatore", "Mysuru|mysore", "Mangaluru|mangalore",
  "Guwahati", "Shillong", "Dehradun", "Rishikesh", "Varanasi|banaras|benaras|kashi", "Amritsar", "Ludhiana",
  "Udaipur", "Jodhpur", "Jaisalmer", "Noida", "Gurugram|gurgaon", "Ghaziabad", "Faridabad", "Visakhapatnam|vizag",
  "Vijayawada", "Thiruvananthapuram|trivandrum", "Kozhikode|calicut", "Thrissur", "Madurai", "Tiruchirappalli|trichy",
  "Puducherry|pondicherry|pondy", "Patna", "Ranchi", "Bhubaneswar", "Cuttack", "Raipur", "Srinagar", "Leh", "Manali",
  "Shimla", "Dharamshala|mcleodganj", "Ooty", "Munnar", "Darjeeling", "Gangtok", "Agra", "Kanpur",
  "Prayagraj|allahabad", "Meerut", "Aurangabad", "Kolhapur", "Hubballi|hubli", "Belagavi|belgaum", "Jammu", "Imphal",
  "Aizawl", "Kohima", "Agartala", "Siliguri", "Rajkot", "Gwalior", "Jabalpur", "Warangal", "Tirupati", "Mohali",
  "Panaji|panjim", "Alibaug", "Lonavala", "Hampi", "Gokarna", "Coorg|kodagu", "Wayanad", "Kutch|kachchh", "Bhuj",
  // India: states and regions
  "India|bharat|hindustan", "Kerala", "Punjab", "Rajasthan", "Gujarat", "Maharashtra", "Karnataka", "Tamil Nadu",
  "West Bengal|bengal", "Assam", "Himachal|himachal pradesh", "Kashmir", "Ladakh", "Uttarakhand", "Bihar",
  "Odisha|orissa", "Telangana", "Andhra Pradesh|andhra", "Uttar Pradesh|up", "Madhya Pradesh|mp", "Jharkhand",
  "Chhattisgarh", "Haryana", "Sikkim", "Meghalaya", "Nagaland", "Manipur", "Mizoram",
  "Northeast India|north east india|northeast", "South India", "North India",
  // South Asia
  "Sri Lanka", "Colombo", "Nepal", "Kathmandu|ktm", "Pokhara", "Bangladesh", "Dhaka", "Pakistan", "Karachi", "Lahore",
  "Islamabad", "Bhutan", "Thimphu", "Maldives",
  // Asia Pacific and Middle East
  "Singapore", "Dubai|dxb", "Sharjah", "Ajman", "Abu Dhabi", "Doha", "Qatar", "Riyadh", "Muscat", "Bahrain", "Kuwait", "Tokyo", "Osaka",
  "Kyoto", "Japan", "Seoul", "Busan", "Korea|south korea", "Hong Kong", "Taipei", "Taiwan", "Shanghai", "Beijing",
  "China", "Bangkok|bkk", "Thailand", "Phuket", "Bali", "Jakarta|jkt", "Indonesia", "Kuala Lumpur|kl", "Malaysia", "Manila",
  "Philippines", "Hanoi", "Ho Chi Minh City|saigon", "Vietnam", "Sydney", "Melbourne", "Brisbane", "Perth",
  "Australia", "Auckland", "New Zealand", "Istanbul", "Turkey|türkiye", "Tel Aviv", "Beirut", "Tehran",
  // Europe
  "London", "Manchester|manny|mcr", "Edinburgh", "Glasgow", "Birmingham|brum", "UK|united kingdom|england|britain", "Scotland",
  "Ireland", "Dublin", "Paris", "Lyon", "France", "Berlin", "Munich|münchen", "Hamburg", "Cologne|köln", "Germany", "Amsterdam", "Rotterdam",
  "Netherlands", "Brussels", "Belgium", "Madrid", "Barcelona", "Valencia", "Seville|sevilla", "Spain|españa",
  "Lisbon|lisboa", "Porto", "Portugal", "Rome|roma", "Milan|milano", "Florence|firenze", "Naples|napoli", "Venice|venezia", "Turin|torino", "Bologna", "Italy|italia",
  "Zurich", "Geneva", "Switzerland", "Vienna", "Austria", "Prague|praha", "Budapest", "Warsaw|warszawa", "Krakow", "Brno", "Poland",
  "Copenhagen", "Denmark", "Stockholm", "Sweden", "Oslo", "Norway", "Helsinki", "Finland", "Reykjavik", "Iceland",
  "Athens", "Greece", "Europe", "Scandinavia", "Southeast Asia|south east asia|south-east asia|se asia",
  "East Asia", "Central Asia", "East Africa", "West Africa", "Central America", "South America",
  // Americas
  "New York|nyc|new york city", "Brooklyn", "Manhattan", "Queens", "Los Angeles|la|l.a.", "San Francisco|sf",
  "Bay Area|the bay area|silicon valley", "Seattle", "Austin|atx", "Chicago|chi-town|chitown", "Boston", "Miami", "Atlanta|atl", "Denver",
  "Portland|pdx", "San Diego", "Dallas", "Houston|htx", "Nashville", "Philadelphia|philly", "Washington DC|washington dc|dc",
  "New Jersey|nj", "New England", "New Mexico", "New Hampshire", "New South Wales|nsw", "New Brunswick", "Texas", "California", "Florida", "USA|us|united states|america", "Toronto|the 6ix|tdot|t-dot", "Vancouver|yvr",
  "Montreal|mtl|montréal", "Calgary|yyc", "Canada", "Mexico City|cdmx|ciudad de méxico", "Guadalajara", "Monterrey", "Mexico|méxico",
  "Bogotá|bogota", "Medellín|medellin", "Cali", "Colombia", "Lima", "Peru|perú", "Santiago", "Chile", "Buenos Aires|baires|bsas",
  "Argentina", "Montevideo", "Uruguay", "São Paulo|sao paulo", "Rio de Janeiro|rio", "Brazil|brasil", "Caracas",
  "Venezuela", "Quito", "Ecuador", "La Paz", "Bolivia", "Havana|la habana", "Cuba", "San Juan", "Puerto Rico",
  "Costa Rica", "Panama", "Guatemala", "Latin America|latam|latinoamérica",
  // Africa
  "Lagos", "Abuja", "Nigeria", "Accra", "Ghana", "Nairobi", "Kenya", "Kampala", "Kigali", "Addis Ababa", "Cape Town|cpt",
  "Johannesburg|joburg|jozi|jhb", "South Africa", "Cairo", "Egypt", "Marrakech", "Casablanca", "Morocco", "Dakar", "Africa",
  // Every other country, and the UK's nations
  "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Antigua", "Armenia", "Azerbaijan", "Bahamas",
  "Barbados", "Belarus", "Belize", "Benin", "Bosnia", "Botswana", "Brunei", "Bulgaria", "Burkina Faso", "Burundi",
  "Cambodia", "Cameroon", "Cape Verde", "Croatia", "Cyprus", "Czechia|czech republic", "Djibouti",
  "Dominican Republic", "El Salvador", "Eritrea", "Estonia", "Eswatini", "Ethiopia", "Fiji", "Gabon", "Gambia",
  "Grenada", "Guyana", "Haiti", "Honduras", "Hungary", "Iran", "Iraq", "Israel", "Jamaica", "Kazakhstan", "Kosovo",
  "Kyrgyzstan", "Laos", "Latvia", "Lebanon", "Lesotho", "Liberia", "Libya", "Liechtenstein", "Lithuania",
  "Luxembourg", "Madagascar", "Malawi", "Mali", "Malta", "Mauritania", "Mauritius", "Moldova", "Monaco", "Mongolia",
  "Montenegro", "Mozambique", "Myanmar", "Namibia", "Nicaragua", "North Macedonia|macedonia", "Oman", "Palestine",
  "Papua New Guinea", "Paraguay", "Romania", "Rwanda", "Samoa", "Saudi Arabia", "Senegal", "Serbia", "Seychelles",
  "Sierra Leone", "Slovakia", "Slovenia", "Somalia", "South Sudan", "Sudan", "Suriname", "Syria", "Tajikistan",
  "Tanzania", "Timor-Leste", "Togo", "Tonga", "Trinidad|trinidad and tobago", "Tunisia", "Turkmenistan", "Uganda",
  // Cities people shorten: their usual short forms.
  "Liverpool|lpool", "Yogyakarta|jogja|yogya|jogjakarta", "Valparaíso|valparaiso|valpo", "Quezon City|qc",
  "New Orleans|nola", "Las Vegas|vegas", "Salt Lake City|slc", "Edmonton|yeg", "Cardiff|caerdydd", "Nottingham|notts",
  "Ukraine", "Uzbekistan", "Vanuatu", "Yemen", "Zambia", "Zimbabwe", "Wales", "Northern Ireland",
];

export interface PlaceSpec {
  label: string;
  forms: string[];
}

export const PLACE_SPECS: PlaceSpec[] = PLACE_LINES.map((line) => {
  const forms = line.split("|");
  return { label: forms[0] ?? line, forms };
});

// Short forms that are also ordinary words: only trusted when written in capitals or after
// "from", "in", "based in" ("la vida" is not Los Angeles, "up" is not Uttar Pradesh).
// prettier-ignore
export const AMBIGUOUS_PLACE_FORMS = new Set([
  "la", "l.a.", "up", "mp", "us", "dc", "kl", "rio", "sf", "nj", "cali", "hyd", "blr", "ncr", "pondy", "bengal",
  "northeast", "roma", "turkey", "mali", "togo", "oman", "qc", "atl", "manny", "vegas",
]);
// Of those, the ones that are everyday words in English or Spanish count only in capitals,
// whatever comes before them ("en la UNAM" is not Los Angeles).
export const CAPITALS_ONLY_PLACE_FORMS = new Set(["la", "l.a.", "up", "mp", "us", "dc", "kl", "sf", "nj"]);

/** A city's or country's own name in its language ("Milano", "Napoli"): printed as written, not as the English label. */
export const NATIVE_PLACE_NAMES = new Set(
  "milano napoli firenze venezia torino roma münchen köln praha warszawa lisboa sevilla españa italia brasil méxico türkiye".split(
    " ",
  ),
);
