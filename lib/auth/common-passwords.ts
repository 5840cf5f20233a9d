// Passwords of 8+ characters that appear at the top of public breach lists.
// A password equal to one of these (case-insensitive) is refused.
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 88888888 87654321 987654321
qwertyuiop qwerty123 qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx qazwsxedc asdfghjkl asdfasdf
iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball baseball1
welcome1 welcome123 letmein1 letmein123 trustno1 superman batman123 starwars whatever dragon123
monkey123 master123 shadow123 michael1 jennifer jordan23 liverpool arsenal1 chelsea1 manchester
computer internet samsung1 abcd1234 abc12345 abcdefgh abcdefg1 aa123456 a1234567 a12345678
admin123 administrator adminadmin root1234 changeme changeme1 default1 secret123 test1234 testtest
google123 facebook instagram linkedin twitter1 youtube1 tiktok123 snapchat
india123 india@123 bharat123 mumbai123 delhi123 bangalore bengaluru chennai123 hyderabad
krishna1 ganesh123 sairam123 omsairam jaihind1 hanuman1 lakshmi1 shivani1 priyanka
qwerty12345 1234qwer asdf1234 zxcvbnm1 zxcvbnm123 qwertyui 123qweasd qweasdzxc
loveyou1 lovely123 iloveu123 babygirl babygirl1 sweetheart angel123 flower123 butterfly
summer2024 summer2025 summer2026 winter2025 spring2025 autumn2025 january1 december
freedom1 pokemon1 naruto123 minecraft fortnite1 soccer123 hockey123 cricket1 sachin10
charlie1 thomas123 robert123 daniel123 jessica1 ashley123 michelle buster123 tigger123
hello123 hello1234 helloworld goodluck goodbye1 nothing1 access14 mustang1 harley123
passwort motdepasse contraseña contrasena senha1234 parola123 wachtwoord
biostudio biostudio1 biostudio123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // One character repeated, or a plain run of digits, is as weak as any list entry.
  return /^(.)\1+$/.test(lower) || (/^\d+$/.test(lower) && "12345678901234567890".includes(lower));
}
